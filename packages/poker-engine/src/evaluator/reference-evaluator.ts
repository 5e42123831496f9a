/**
 * A plain, readable best-five-of-n evaluator over (rank index, suit index) pairs. It builds the
 * fast tables at load and serves as the oracle the fast path is tested against. Its result is a
 * composite number: category (1..10) in bits 20+, then up to five ranks in 4-bit slots, most
 * significant first, so composites compare like hands.
 */

/** Category numbers as the spec counts them: 1 High Card .. 10 Royal Flush. */
export const CATEGORY = {
  HIGH_CARD: 1,
  ONE_PAIR: 2,
  TWO_PAIR: 3,
  THREE_OF_A_KIND: 4,
  STRAIGHT: 5,
  FLUSH: 6,
  FULL_HOUSE: 7,
  FOUR_OF_A_KIND: 8,
  STRAIGHT_FLUSH: 9,
  ROYAL_FLUSH: 10,
} as const;

const ACE = 12;
const WHEEL_MASK = (1 << ACE) | 0b1111;

/** Packs a category and its deciding ranks (most significant first) into a composite. */
export function composite(category: number, ranks: readonly number[]): number {
  let value = category;
  for (let i = 0; i < 5; i++) value = value * 16 + (ranks[i] ?? 0);
  return value;
}

/** The category stored in a composite. */
export function compositeCategory(value: number): number {
  return Math.floor(value / 2 ** 20);
}

/** The top card of the best straight within a 13-bit rank mask (the wheel tops at 3), or -1. */
export function straightTop(mask: number): number {
  for (let top = ACE; top >= 4; top--) {
    const run = 0b11111 << (top - 4);
    if ((mask & run) === run) return top;
  }
  return (mask & WHEEL_MASK) === WHEEL_MASK ? 3 : -1;
}

/** The ranks present in a mask, highest first, at most `count` of them. */
function topRanks(mask: number, count: number): number[] {
  const out: number[] = [];
  for (let r = ACE; r >= 0 && out.length < count; r--) if (mask & (1 << r)) out.push(r);
  return out;
}

/** The best flush or straight flush composite within a suit's rank mask (5+ bits). */
export function flushComposite(mask: number): number {
  const top = straightTop(mask);
  if (top === ACE) return composite(CATEGORY.ROYAL_FLUSH, [ACE]);
  if (top >= 0) return composite(CATEGORY.STRAIGHT_FLUSH, [top]);
  return composite(CATEGORY.FLUSH, topRanks(mask, 5));
}

/** The best composite of a rank multiset (counts per rank, 5-7 cards) ignoring suits. */
export function rankComposite(counts: readonly number[]): number {
  let mask = 0;
  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let r = ACE; r >= 0; r--) {
    const n = counts[r] ?? 0;
    if (n > 0) mask |= 1 << r;
    if (n === 4) quads.push(r);
    else if (n === 3) trips.push(r);
    else if (n === 2) pairs.push(r);
  }
  const without = (...ranks: number[]) => ranks.reduce((m, r) => m & ~(1 << r), mask);
  const [q] = quads;
  if (q !== undefined) return composite(CATEGORY.FOUR_OF_A_KIND, [q, ...topRanks(without(q), 1)]);
  const [t, t2] = trips;
  const [p, p2] = pairs;
  if (t !== undefined && (t2 !== undefined || p !== undefined)) {
    return composite(CATEGORY.FULL_HOUSE, [t, Math.max(t2 ?? -1, p ?? -1)]);
  }
  const top = straightTop(mask);
  if (top >= 0) return composite(CATEGORY.STRAIGHT, [top]);
  if (t !== undefined) return composite(CATEGORY.THREE_OF_A_KIND, [t, ...topRanks(without(t), 2)]);
  if (p !== undefined && p2 !== undefined) {
    return composite(CATEGORY.TWO_PAIR, [p, p2, ...topRanks(without(p, p2), 1)]);
  }
  if (p !== undefined) return composite(CATEGORY.ONE_PAIR, [p, ...topRanks(without(p), 3)]);
  return composite(CATEGORY.HIGH_CARD, topRanks(mask, 5));
}

/** The best five-card composite of 5-7 cards given as rank and suit indices. */
export function referenceComposite(ranks: readonly number[], suits: readonly number[]): number {
  const counts = new Array<number>(13).fill(0);
  const suitMasks = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  ranks.forEach((r, i) => {
    const s = suits[i] as number;
    counts[r] = (counts[r] ?? 0) + 1;
    suitMasks[s] = (suitMasks[s] as number) | (1 << r);
    suitCounts[s] = (suitCounts[s] as number) + 1;
  });
  const flushSuit = suitCounts.findIndex((n) => n >= 5);
  // With 5+ cards of one suit among at most 7, no full house or quads can exist beside the flush.
  if (flushSuit >= 0) return flushComposite(suitMasks[flushSuit] as number);
  return rankComposite(counts);
}
