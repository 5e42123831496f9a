import { SUITS, makeCard, type Card, type Rank, type Suit } from '@coinwave/game-core';

/**
 * Rank keys (deuce .. ace) whose sums identify every multiset of 7 ranks with at most four of
 * each: the greedy sequence where each key is the smallest making all sums of up to 7 cards
 * distinct per card count (the same sequence Kenneth Shackleton's SKPokerEval uses). The
 * largest 7-card sum is 4 * 1,479,181 + 3 * 636,345 = 7,825,759 < 2^23.
 */
export const RANK_KEYS: readonly number[] = [
  0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181,
];

/** Suit keys in game-core's SUITS order: base-8 digits, so a 7-card sum tells each suit's count. */
export const SUIT_KEYS: readonly number[] = [0, 1, 8, 64];

/** Bits reserved for the suit sum (7 * 64 = 448 < 512) below the rank sum in a card code. */
export const SUIT_SHIFT = 9;

/** Mask of the suit part of a card code or of a sum of 7 codes. */
export const SUIT_MASK = (1 << SUIT_SHIFT) - 1;

/** Poker rank order from deuce (0) to ace (12). */
const POKER_RANKS: readonly Rank[] = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
];

/** The poker rank index of a rank: deuce 0 .. ace 12. */
export function rankIndex(rank: Rank): number {
  const index = POKER_RANKS.indexOf(rank);
  if (index < 0) throw new RangeError(`rankIndex: unknown rank ${String(rank)}`);
  return index;
}

/** The suit index of a suit in game-core's SUITS order. */
export function suitIndex(suit: Suit): number {
  const index = SUITS.indexOf(suit);
  if (index < 0) throw new RangeError(`suitIndex: unknown suit ${String(suit)}`);
  return index;
}

/** The card code of a (rank index, suit index) pair; see `encodeCard`. */
export function codeOf(rank: number, suit: number): number {
  return (RANK_KEYS[rank] as number) * (1 << SUIT_SHIFT) + (SUIT_KEYS[suit] as number);
}

/**
 * The evaluator's code of a card: `rankKey << 9 | suitKey`, below 2^30. Adding seven codes gives
 * the rank-multiset key in the high bits and the suit counts in the low 9 bits (the sum stays
 * below 2^32), which is what makes `strength7` a handful of additions and two table reads.
 */
export function encodeCard(card: Card): number {
  return codeOf(rankIndex(card.rank), suitIndex(card.suit));
}

/** All 52 codes, indexed by `rank * 4 + suit`, and the reverse lookups used by the slow paths. */
export const ALL_CODES: readonly number[] = Array.from({ length: 52 }, (_, i) =>
  codeOf(i >> 2, i & 3),
);

const CODE_TO_INDEX = new Map(ALL_CODES.map((code, i) => [code, i]));

/** The 0..51 index (`rank * 4 + suit`) of a card code; throws on a number that is not a code. */
export function codeIndex(code: number): number {
  const index = CODE_TO_INDEX.get(code);
  if (index === undefined) throw new RangeError(`codeIndex: ${code} is not a card code`);
  return index;
}

/** The card a code stands for. */
export function decodeCard(code: number): Card {
  const index = codeIndex(code);
  return makeCard(POKER_RANKS[index >> 2] as Rank, SUITS[index & 3] as Suit);
}
