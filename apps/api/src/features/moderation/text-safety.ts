// Pure text clean-up for chat (no I/O): what is stored is what every client may safely render.

/** Bidi embeddings, overrides and isolates: they reorder how the rest of a line displays. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that are always invisible and never needed in chat: zero-width space, word joiner,
 * BOM, soft hyphen, Mongolian vowel separator, invisible operators, Hangul fillers (used for
 * blank-looking names) and invisible musical formatting...
 */
const INVISIBLE =
  /[\u200B\u2060\uFEFF\u00AD\u180E\u2061-\u2064\u115F\u1160\u3164\uFFA0\u{1D173}-\u{1D17A}]/u;
/** ...and the invisible combining marks: the grapheme joiner and Khmer's inherent vowels. */
const INVISIBLE_MARKS = new Set(['\u034F', '\u17B4', '\u17B5']);

const ZWNJ = '\u200C';
const ZWJ = '\u200D';

/**
 * Scripts whose spelling needs the zero-width (non-)joiner between letters (Persian, Urdu, Hindi,
 * Bengali, Sinhala...): there the joiners stay; everywhere else they are stripped.
 */
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Mongolian}\p{Script=Myanmar}\p{Script=Khmer}]/u;

/** An emoji that a ZWJ may join to the next one (👨‍👩‍👧, 🏳️‍🌈, 👩🏽‍💻). */
const EMOJI_BEFORE_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const EMOJI = /\p{Extended_Pictographic}/u;

const MARK = /\p{M}/u;
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/** Tag characters: invisible, so they could smuggle hidden text; kept only inside a flag emoji. */
const TAG = /[\u{E0001}\u{E0020}-\u{E007F}]/u;
const BLACK_FLAG = '\u{1F3F4}';
const CANCEL_TAG = '\u{E007F}';
/** 🏴 + 2-7 tag letters + the cancel tag (England, Scotland, Wales and the other subdivision flags). */
const MAX_FLAG_TAGS = 8;

/**
 * At most this many combining marks on one base character. Pointed Hebrew needs three (letter +
 * dagesh + shin dot + vowel), Vietnamese and Indic syllables two; "zalgo" text stacks dozens.
 */
export const MAX_MARKS_PER_BASE = 3;

function keepJoiner(
  joiner: string,
  before: string | undefined,
  after: string | undefined,
): boolean {
  if (before === undefined || after === undefined) return false;
  if (JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after)) return true;
  return joiner === ZWJ && EMOJI_BEFORE_ZWJ.test(before) && EMOJI.test(after);
}

/** The length of the run of tag characters starting at `i` when it is a valid flag's tail, else 0. */
function flagTagRun(chars: readonly string[], i: number, before: string | undefined): number {
  let end = i;
  while (end < chars.length && TAG.test(chars[end]!)) end += 1;
  const run = end - i;
  const valid =
    before === BLACK_FLAG && run >= 3 && run <= MAX_FLAG_TAGS && chars[end - 1] === CANCEL_TAG;
  return valid ? run : -run;
}

/**
 * Makes chat text safe to show (the rule for every chat message and DM, applied before it is
 * stored): composed (NFC); bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069)
 * removed; zero-width and other invisible characters removed (the zero-width joiner stays only
 * inside emoji sequences, and the joiners only between letters of scripts that spell with them);
 * tag characters removed outside flag emoji; at most one variation selector, directly after its
 * character; at most MAX_MARKS_PER_BASE combining marks per base character (no "zalgo"), and none
 * without a base.
 */
export function sanitizeText(input: string): string {
  const chars = [...input.normalize('NFC')];
  const out: string[] = [];
  let marks = 0;
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i]!;
    if (BIDI_CONTROL.test(c) || INVISIBLE.test(c) || INVISIBLE_MARKS.has(c)) continue;
    if (c === ZWJ || c === ZWNJ) {
      if (keepJoiner(c, out.at(-1), chars[i + 1])) out.push(c);
      continue;
    }
    if (TAG.test(c)) {
      const run = flagTagRun(chars, i, out.at(-1));
      if (run > 0) out.push(...chars.slice(i, i + run));
      i += Math.abs(run) - 1;
      continue;
    }
    if (MARK.test(c)) {
      const before = out.at(-1);
      if (before === undefined || marks >= MAX_MARKS_PER_BASE) continue;
      // A variation selector picks the look of the character just before it: one, right after it.
      if (VARIATION_SELECTOR.test(c) && (MARK.test(before) || TAG.test(before))) continue;
      marks += 1;
      out.push(c);
      continue;
    }
    marks = 0;
    out.push(c);
  }
  return out.join('');
}
