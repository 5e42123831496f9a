// The chat word filter: pure (no I/O, no clock), compiled once from the configured word list.

export { DEFAULT_FILTER_WORDS } from './filter-words';

/** A configured entry: 1-64 letters or digits, optionally ending in `*` (a stem). */
export const FILTER_ENTRY_PATTERN = /^[\p{L}\p{M}\p{N}]{1,64}\*?$/u;

/**
 * Letters that look like Latin ones. Used only for a word that mixes Latin with Cyrillic or Greek
 * ("fuсk" with a Cyrillic с): a word written wholly in Cyrillic or Greek is never remapped, so
 * Russian or Greek text cannot be hit by an English list.
 */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** Digits and signs written for letters ("sh1t", "a$$hole"); `1` is tried as i and as l. */
const LEET: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
};
const LEET_CHAR = /[0-9@$]/u;

/**
 * A word in chat: letters, marks, digits, invisible format characters, the signs of LEET, and the
 * circled and squared Latin letters (symbols to Unicode, letters once compatibility-composed).
 */
const TOKEN = /[\p{L}\p{M}\p{N}\p{Cf}@$\u24B6-\u24E9\u{1F130}-\u{1F149}]+/gu;
/** What may separate the letters of a spelled-out word ("f u c k", "f.u.c.k", "f-u-c-k"). */
const SPELLING_GAP = /^[\s.\-_*·•'+~|,/]{1,2}$/u;
/** Spelled-out runs longer than this are not searched (bounded work on any input). */
const MAX_SPELLED_RUN = 40;

/**
 * The form a word is compared in: compatibility-composed (fullwidth, math and circled letters and
 * ligatures become plain letters), case-folded, composed again; then the combining marks that did
 * not compose onto a letter (strike-through and "zalgo" overlays: f̶u̶c̶k̶) and format characters
 * are dropped. Accented letters stay as they are: in many languages they are different letters
 * (Spanish "año" is not "ano"), so "fück" is not read as "fuck".
 */
export function foldWord(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/gu, 'ss')
    .replace(/ς/gu, 'σ')
    .normalize('NFC')
    .replace(/[\p{M}\p{Cf}]/gu, '');
}

/** A word as runs of one letter (`fuuuck` is f×1 u×3 c×1 k×1). */
type Runs = Array<[string, number]>;

function runsOf(word: string): Runs {
  const runs: Runs = [];
  for (const c of word) {
    const last = runs.at(-1);
    if (last && last[0] === c) last[1] += 1;
    else runs.push([c, 1]);
  }
  return runs;
}

/**
 * A run of the written word stands for a run of the listed word when it has the same length, or
 * when it is stretched to three or more ("fuuuck", "shiiit"): English words never triple a letter,
 * so stretching cannot turn an innocent word into a listed one.
 */
function runFits(listed: number, written: number): boolean {
  return listed === written || (written >= 3 && listed <= written);
}

interface Entry {
  runs: Runs;
  stem: boolean;
}

function fits(entry: Entry, word: Runs): boolean {
  const { runs, stem } = entry;
  if (stem ? word.length < runs.length : word.length !== runs.length) return false;
  return runs.every(([letter, count], i) => {
    const [wLetter, wCount] = word[i]!;
    if (letter !== wLetter) return false;
    // The last run of a stem may go on in the word ("fuck" in "fuckkk", "fucker").
    if (stem && i === runs.length - 1) return wCount >= count;
    return runFits(count, wCount);
  });
}

/** A compiled word list. */
export interface WordFilter {
  /** True when the word (already tokenized) is a listed one, in any of the forms the filter reads. */
  isListed(word: string): boolean;
  /** The text with every listed word replaced by one `*` per character. */
  mask(text: string): string;
}

/** Latin letters mixed with Cyrillic or Greek ones: the only words whose lookalikes are remapped. */
function unmixScripts(word: string): string {
  if (!/[a-z]/u.test(word) || !/[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(word)) return word;
  return [...word].map((c) => LOOKALIKES[c] ?? c).join('');
}

/**
 * The readings of a written word: itself, and, when it has more letters than stand-in digits and
 * signs, its leet readings ("a55hole" but not "A55", a road and a phone).
 */
function readings(word: string): string[] {
  const folded = unmixScripts(foldWord(word).replace(/^@+/u, ''));
  if (folded === '') return [];
  const stand = [...folded].filter((c) => LEET_CHAR.test(c)).length;
  const letters = [...folded].filter((c) => /\p{L}/u.test(c)).length;
  if (stand === 0 || letters <= stand) return [folded];
  const leet = (one: string) => [...folded].map((c) => (c === '1' ? one : (LEET[c] ?? c))).join('');
  return [folded, leet('i'), leet('l')];
}

/** Compiles the list: entries are folded like the words they are compared with. */
export function compileFilter(entries: readonly string[]): WordFilter {
  const exact = new Map<string, Entry[]>();
  const stems = new Map<string, Entry[]>();
  for (const raw of entries) {
    const stem = raw.endsWith('*');
    const word = foldWord(stem ? raw.slice(0, -1) : raw);
    if (word === '') continue;
    const runs = runsOf(word);
    const key = stem ? word[0]! : runs.map(([c]) => c).join('');
    const map = stem ? stems : exact;
    map.set(key, [...(map.get(key) ?? []), { runs, stem }]);
  }

  const listedReading = (reading: string): boolean => {
    const runs = runsOf(reading);
    const skeleton = runs.map(([c]) => c).join('');
    if (exact.get(skeleton)?.some((e) => fits(e, runs))) return true;
    return stems.get(reading[0] ?? '')?.some((e) => fits(e, runs)) ?? false;
  };
  const isListed = (word: string) => readings(word).some(listedReading);

  return {
    isListed,
    mask(text) {
      const tokens = [...text.matchAll(TOKEN)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
        word: m[0],
      }));
      const masked = new Array<boolean>(tokens.length).fill(false);
      tokens.forEach((t, i) => (masked[i] = isListed(t.word)));
      maskSpelledOut(text, tokens, masked, isListed);
      let out = '';
      let from = 0;
      tokens.forEach((t, i) => {
        if (!masked[i]) return;
        out += text.slice(from, t.start) + stars(t.word);
        from = t.end;
      });
      return out + text.slice(from);
    },
  };
}

/** One `*` per visible character of the word (its marks and format characters go with it). */
function stars(word: string): string {
  return [...word]
    .filter((c) => !/[\p{M}\p{Cf}]/u.test(c))
    .map(() => '*')
    .join('');
}

/**
 * Words spelled one letter at a time ("f u c k", "s.h.i.t"): each run of single-letter tokens
 * separated by one or two spaces or dots is searched for its longest listed stretches (three
 * letters at least), which are masked letter by letter.
 */
function maskSpelledOut(
  text: string,
  tokens: ReadonlyArray<{ start: number; end: number; word: string }>,
  masked: boolean[],
  isListed: (word: string) => boolean,
): void {
  const single = (i: number) => [...foldWord(tokens[i]!.word)].length === 1;
  let i = 0;
  while (i < tokens.length) {
    if (!single(i)) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (
      end < tokens.length &&
      end - i < MAX_SPELLED_RUN &&
      single(end) &&
      SPELLING_GAP.test(text.slice(tokens[end - 1]!.end, tokens[end]!.start))
    )
      end += 1;
    let from = i;
    while (from + 3 <= end) {
      let to = end;
      while (
        to - from >= 3 &&
        !isListed(
          tokens
            .slice(from, to)
            .map((t) => t.word)
            .join(''),
        )
      )
        to -= 1;
      if (to - from >= 3) {
        for (let k = from; k < to; k += 1) masked[k] = true;
        from = to;
      } else from += 1;
    }
    i = end;
  }
}
