import { describe, expect, it } from 'vitest';
import { compileFilter, DEFAULT_FILTER_WORDS, FILTER_ENTRY_PATTERN, foldWord } from './word-filter';
import { sanitizeText } from './text-safety';

const filter = compileFilter(DEFAULT_FILTER_WORDS);
/** What chat stores: cleaned, then masked. */
const chat = (text: string) => filter.mask(sanitizeText(text));

describe('the word filter', () => {
  it('masks listed words, whole, one star per character', () => {
    expect(chat('oh shit, that was close')).toBe('oh ****, that was close');
    expect(chat('FUCK this table')).toBe('**** this table');
    expect(chat('Fucking slots!')).toBe('******* slots!');
    expect(chat('what a dickhead.')).toBe('what a ********.');
    expect(chat('kys')).toBe('***');
  });

  it.each([
    'Scunthorpe United won',
    'an assassin in the classic Sussex mystery',
    'Middlesex, Essex and Wessex',
    'Penistone and Cockermouth are towns',
    'a cocktail at the Dickens bar with Mr Hancock',
    'shiitake mushrooms and a Wankel engine',
    'my therapist said the analysis was a pass',
    'the A55 to Holyhead, a Galaxy A55 and an R2D2',
    'Arsenal and the butterscotch assessment',
    'a bass, a mass, a class, the grasshopper',
    'Twatt is in Orkney',
    'spick and span, Spic and Span',
    'a chink in the armour',
    'the cocks crowed, an ass brayed',
    'Moby Dick',
    'flame retardant',
    'hello I am a b c d e',
    'Мама мыла раму: сук, хер',
    'Καλημέρα, τι κάνεις;',
    'Es ist schön',
    'Fuchs, Fuchsia and Fukuoka',
    'the exam was 1337 and 8008',
    // Accents are letters in many languages (Spanish año is not ano): never folded away.
    'fück, shıt, año',
  ])('leaves %j untouched', (text) => {
    expect(chat(text)).toBe(text);
  });

  it.each([
    ['fullwidth', 'ｆｕｃｋ', '****'],
    ['math bold', '𝐟𝐮𝐜𝐤 off', '**** off'],
    ['circled', 'ⓢⓗⓘⓣ', '****'],
    ['a strike-through overlay', 's\u0336h\u0336i\u0336t\u0336', '****'],
    ['a zero-width space inside', 'fu\u200Bck', '****'],
    ['a zero-width joiner inside', 'sh\u200Dit', '****'],
    ['a soft hyphen inside', 'bit\u00ADch', '*****'],
    ['a bidi override inside', 'cu\u202Ent', '****'],
    ['a Cyrillic lookalike', 'fu\u0441k', '****'],
    ['a Greek lookalike', 'sh\u03B9t', '****'],
    ['leet', 'sh1t happens', '**** happens'],
    ['leet with signs', 'a$$hole', '*******'],
    ['leet with a 1 for an l', 'a55ho1e', '*******'],
    ['a stretched letter', 'fuuuuuck', '********'],
    ['a stretched stem', 'shiiiit', '*******'],
    ['spelled out', 'f u c k', '* * * *'],
    ['spelled with dots', 'you s.h.i.t', 'you *.*.*.*'],
    ['spelled inside other letters', 'a f u c k', 'a * * * *'],
    ['a mention', '@fuck', '*****'],
    ['a compound', 'fuck-ups', '****-ups'],
    ['capitals and a zalgo overlay', 'S\u0489HIT', '****'],
  ])('sees through %s', (_label, text, expected) => {
    expect(chat(text)).toBe(expected);
  });

  it('reads the word list folded the same way, stems included', () => {
    const custom = compileFilter(['Ñoño', 'badword*', 'ＸＸＸ', 'ano']);
    expect(custom.mask('ñoño ÑOÑO nono')).toBe('**** **** nono');
    expect(custom.mask('ano, año')).toBe('***, año');
    expect(custom.mask('badwords badwordery notbadword')).toBe('******** ********** notbadword');
    expect(custom.mask('xxx')).toBe('***');
    expect(compileFilter([]).mask('fuck')).toBe('fuck');
  });

  it('accepts list entries of letters and digits with an optional trailing star', () => {
    for (const entry of DEFAULT_FILTER_WORDS) expect(entry).toMatch(FILTER_ENTRY_PATTERN);
    expect('two words').not.toMatch(FILTER_ENTRY_PATTERN);
    expect('*stem').not.toMatch(FILTER_ENTRY_PATTERN);
    expect('a'.repeat(65)).not.toMatch(FILTER_ENTRY_PATTERN);
  });

  it('folds case, width and accents', () => {
    expect(foldWord('ＳｃｈÖＮ')).toBe('schön');
    expect(foldWord('SCHO\u0308N')).toBe('schön');
    expect(foldWord('Straße')).toBe('strasse');
  });

  it('keeps its work bounded on long spelled-out input', () => {
    const text = 'a '.repeat(250).trim();
    const started = performance.now();
    expect(chat(text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('sanitizeText', () => {
  it('strips bidi embeddings, overrides and isolates', () => {
    expect(sanitizeText('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j')).toBe(
      'abcdefghij',
    );
  });

  it('strips the invisible combining marks (grapheme joiner, Khmer inherent vowels)', () => {
    expect(sanitizeText('a\u034Fb\u17B4c\u17B5d')).toBe('abcd');
  });

  it('strips zero-width and invisible characters', () => {
    expect(sanitizeText('a\u200Bb\u200Cc\u200Dd\u2060e\uFEFFf\u00ADg\u180Eh\u3164i')).toBe(
      'abcdefghi',
    );
  });

  it('keeps the joiners where a script or an emoji needs them', () => {
    const family = '👨\u200D👩\u200D👧';
    const rainbow = '🏳\uFE0F\u200D🌈';
    const coder = '👩🏽\u200D💻';
    const persian = 'می\u200Cخواهم';
    const hindi = 'क्\u200Dष';
    for (const text of [family, rainbow, coder, persian, hindi])
      expect(sanitizeText(text)).toBe(text);
    // A joiner at either end of a word, or between Latin letters, goes.
    expect(sanitizeText('\u200D👨 a\u200Cb')).toBe('👨 ab');
  });

  it('caps runs of combining marks and drops marks without a base', () => {
    const zalgo = 'Z' + '\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308'.repeat(4) + 'a';
    // NFC composes the first mark onto the Z (Ź); three more may follow it.
    expect(sanitizeText(zalgo)).toBe('\u0179\u0302\u0303\u0304a');
    expect(sanitizeText('\u0301\u0302hi')).toBe('hi');
    // Pointed Hebrew (letter, dagesh, shin dot, vowel) and Vietnamese survive.
    const hebrew = 'שּׁוֹם';
    expect(sanitizeText(hebrew)).toBe(hebrew.normalize('NFC'));
    expect(sanitizeText('Việt Nam')).toBe('Việt Nam');
  });

  it('keeps one variation selector after its character', () => {
    expect(sanitizeText('❤\uFE0F')).toBe('❤\uFE0F');
    expect(sanitizeText('❤\uFE0F\uFE0F\uFE0F')).toBe('❤\uFE0F');
    expect(sanitizeText('葛\u{E0100}')).toBe('葛\u{E0100}');
  });

  it('keeps tag characters only inside a flag emoji', () => {
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(sanitizeText(`Go ${scotland}!`)).toBe(`Go ${scotland}!`);
    const hidden = 'hi\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}\u{E007F} there';
    expect(sanitizeText(hidden)).toBe('hi there');
  });

  it('composes what it keeps (NFC)', () => {
    expect(sanitizeText('e\u0301')).toBe('é');
  });
});
