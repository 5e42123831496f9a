/**
 * The fast evaluator's tables, built once at module load (about 0.3 MB, tens of milliseconds):
 * - `STRENGTH_OF_COMPOSITE`: the 7,462 distinct five-card hand classes, densely numbered 1..7462.
 * - `FLUSH_SUIT_KEY`: suit-sum (low 9 bits of a 7-code sum) -> 1 + key of a suit with 5+ cards, or 0.
 * - `FLUSH_STRENGTH`: 13-bit rank mask of the flush suit -> strength (flush or straight flush).
 * - `RANK_ROW_OFFSET` + `RANK_STRENGTH`: a perfect hash (hash-and-displace) of the 49,205 seven-rank
 *   keys: `RANK_STRENGTH[RANK_ROW_OFFSET[key >>> ROW_SHIFT] + (key & ROW_MASK)]`.
 * - `RANK_BIT_OF_KEY`: rank key mod `RANK_KEY_MODULUS` -> the rank's bit, for the flush mask.
 */
import { RANK_KEYS, SUIT_KEYS } from './card-code';
import { composite, compositeCategory, flushComposite, rankComposite } from './reference-evaluator';

/** Row width of the displacement hash: keys share a row when they agree above bit ROW_SHIFT. */
export const ROW_SHIFT = 8;
export const ROW_MASK = (1 << ROW_SHIFT) - 1;

const FIRST_FIT_TRIES = 64;

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

/** Calls `visit(counts)` for every multiset of `size` ranks with at most four of each rank. */
function forEachRankMultiset(size: number, visit: (counts: number[]) => void): void {
  const counts = new Array<number>(13).fill(0);
  const rec = (rank: number, left: number): void => {
    if (rank === 13) {
      if (left === 0) visit(counts);
      return;
    }
    for (let n = 0; n <= Math.min(4, left); n++) {
      counts[rank] = n;
      rec(rank + 1, left - n);
    }
    counts[rank] = 0;
  };
  rec(0, size);
}

function buildClassNumbers(): { byComposite: Map<number, number>; categories: Uint8Array } {
  const all = new Set<number>();
  forEachRankMultiset(5, (counts) => all.add(rankComposite(counts)));
  for (let mask = 0; mask < 1 << 13; mask++)
    if (popcount(mask) === 5) all.add(flushComposite(mask));
  const sorted = [...all].sort((a, b) => a - b);
  const categories = new Uint8Array(sorted.length + 1);
  const byComposite = new Map<number, number>();
  sorted.forEach((value, i) => {
    byComposite.set(value, i + 1);
    categories[i + 1] = compositeCategory(value);
  });
  return { byComposite, categories };
}

const classes = buildClassNumbers();

/** Dense strength (1 = worst high card .. 7462 = royal flush) of a composite. */
export const STRENGTH_OF_COMPOSITE: ReadonlyMap<number, number> = classes.byComposite;

/** Category (1..10) of each dense strength; index 0 unused. */
export const CATEGORY_OF_STRENGTH: Uint8Array = classes.categories;

/** The number of distinct five-card hand classes (7,462). */
export const HAND_CLASS_COUNT = classes.categories.length - 1;

function strengthOf(value: number): number {
  const strength = STRENGTH_OF_COMPOSITE.get(value);
  if (strength === undefined) throw new Error(`hand-tables: unknown composite ${value}`);
  return strength;
}

function buildFlushSuitKey(): Uint8Array {
  const table = new Uint8Array(512);
  for (let a = 0; a <= 7; a++) {
    for (let b = 0; a + b <= 7; b++) {
      for (let c = 0; a + b + c <= 7; c++) {
        const counts = [7 - a - b - c, a, b, c];
        const sum = a * SUIT_KEYS[1]! + b * SUIT_KEYS[2]! + c * SUIT_KEYS[3]!;
        const suit = counts.findIndex((n) => n >= 5);
        table[sum] = suit < 0 ? 0 : SUIT_KEYS[suit]! + 1;
      }
    }
  }
  return table;
}

function buildFlushStrength(): Uint16Array {
  const table = new Uint16Array(1 << 13);
  for (let mask = 0; mask < 1 << 13; mask++) {
    if (popcount(mask) >= 5) table[mask] = strengthOf(flushComposite(mask));
  }
  return table;
}

function buildRankBitOfKey(): { modulus: number; bits: Uint16Array } {
  for (let modulus = 13; ; modulus++) {
    const residues = new Set(RANK_KEYS.map((k) => k % modulus));
    if (residues.size === 13) {
      const bits = new Uint16Array(modulus);
      RANK_KEYS.forEach((k, r) => (bits[k % modulus] = 1 << r));
      return { modulus, bits };
    }
  }
}

function buildRankHash(): { offsets: Int32Array; strengths: Uint16Array } {
  const rows = new Map<number, { key: number; strength: number }[]>();
  forEachRankMultiset(7, (counts) => {
    const key = counts.reduce((sum, n, r) => sum + n * RANK_KEYS[r]!, 0);
    const row = rows.get(key >>> ROW_SHIFT) ?? [];
    row.push({ key, strength: strengthOf(rankComposite(counts)) });
    rows.set(key >>> ROW_SHIFT, row);
  });
  const maxKey = 4 * RANK_KEYS[12]! + 3 * RANK_KEYS[11]!;
  const offsets = new Int32Array((maxKey >>> ROW_SHIFT) + 1);
  const capacity = 1 << 20;
  const used = new Uint8Array(capacity);
  const strengths = new Uint16Array(capacity);
  let firstFree = 0;
  let size = 0;
  // First-fit decreasing, bounded: place the fullest rows first at the lowest collision-free
  // offset; after FIRST_FIT_TRIES misses in the dense prefix, continue from the table's tail, so
  // the build stays linear (about 10 ms) at the price of a few percent of empty slots.
  const ordered = [...rows.values()].sort((a, b) => b.length - a.length);
  for (const entries of ordered) {
    const lows = entries.map((e) => e.key & ROW_MASK);
    const minLow = Math.min(...lows);
    let offset = Math.max(0, firstFree - minLow);
    for (let tries = 1; lows.some((low) => used[low + offset]); tries++) {
      offset =
        tries === FIRST_FIT_TRIES ? Math.max(offset, size - ROW_MASK - 1 - minLow) : offset + 1;
    }
    offsets[entries[0]!.key >>> ROW_SHIFT] = offset;
    entries.forEach((e, i) => {
      const slot = lows[i]! + offset;
      used[slot] = 1;
      strengths[slot] = e.strength;
      size = Math.max(size, slot + 1);
    });
    while (used[firstFree]) firstFree++;
  }
  return { offsets, strengths: strengths.slice(0, size) };
}

/** Suit sum -> 1 + the flush suit's key, or 0 when no suit has five cards. */
export const FLUSH_SUIT_KEY: Uint8Array = buildFlushSuitKey();

/** Rank mask of the flush suit -> flush or straight-flush strength. */
export const FLUSH_STRENGTH: Uint16Array = buildFlushStrength();

const rankBit = buildRankBitOfKey();

/** The modulus that maps the 13 rank keys to distinct residues. */
export const RANK_KEY_MODULUS = rankBit.modulus;

/** Rank key mod RANK_KEY_MODULUS -> 1 << rank index. */
export const RANK_BIT_OF_KEY: Uint16Array = rankBit.bits;

const rankHash = buildRankHash();

/** Row offsets of the seven-rank perfect hash. */
export const RANK_ROW_OFFSET: Int32Array = rankHash.offsets;

/** Non-flush strength by perfect-hash slot. */
export const RANK_STRENGTH: Uint16Array = rankHash.strengths;

/** Composite of a category with ranks, re-exported for tests and tools. */
export { composite };
