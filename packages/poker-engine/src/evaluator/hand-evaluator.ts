import type { Card } from '@coinwave/game-core';
import { SUIT_MASK, SUIT_SHIFT, codeIndex, encodeCard } from './card-code';
import {
  CATEGORY_OF_STRENGTH,
  FLUSH_STRENGTH,
  FLUSH_SUIT_KEY,
  RANK_BIT_OF_KEY,
  RANK_KEY_MODULUS,
  RANK_ROW_OFFSET,
  RANK_STRENGTH,
  ROW_MASK,
  ROW_SHIFT,
  STRENGTH_OF_COMPOSITE,
} from './hand-tables';
import { referenceComposite } from './reference-evaluator';

/** The spec's category names, index = category number (1 High Card .. 10 Royal Flush). */
export const HAND_NAMES = [
  '',
  'High Card',
  'One Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
  'Royal Flush',
] as const;

/** A category name as shown in the result toasts ('You win with {hand}!'). */
export type HandName = Exclude<(typeof HAND_NAMES)[number], ''>;

/** The category (1..10) and its name of a hand's best five cards. */
export interface HandRank {
  readonly category: number;
  readonly name: HandName;
}

// Module-local aliases of the tables: some module wrappers (vitest's, CommonJS bundles) turn
// imported bindings into property reads on every call, which costs the hot path several times.
const flushSuitKey = FLUSH_SUIT_KEY;
const flushStrength = FLUSH_STRENGTH;
const rankBitOfKey = RANK_BIT_OF_KEY;
const rankKeyModulus = RANK_KEY_MODULUS;
const rankRowOffset = RANK_ROW_OFFSET;
const rankStrength = RANK_STRENGTH;

function flushMaskBit(code: number, suitKey: number): number {
  return (code & SUIT_MASK) === suitKey
    ? (rankBitOfKey[(code >>> SUIT_SHIFT) % rankKeyModulus] as number)
    : 0;
}

/**
 * The strength of the best five of seven cards given as `encodeCard` codes: an integer from 1
 * (7-5-4-3-2 offsuit) to 7462 (royal flush); larger is stronger and equal means a tie. Adds the
 * codes, reads the flush table by the suit counts and otherwise the perfect-hashed rank table.
 */
export function strength7(
  c0: number,
  c1: number,
  c2: number,
  c3: number,
  c4: number,
  c5: number,
  c6: number,
): number {
  const sum = c0 + c1 + c2 + c3 + c4 + c5 + c6;
  const flushKey = flushSuitKey[sum & SUIT_MASK] as number;
  if (flushKey !== 0) {
    const suitKey = flushKey - 1;
    const mask =
      flushMaskBit(c0, suitKey) |
      flushMaskBit(c1, suitKey) |
      flushMaskBit(c2, suitKey) |
      flushMaskBit(c3, suitKey) |
      flushMaskBit(c4, suitKey) |
      flushMaskBit(c5, suitKey) |
      flushMaskBit(c6, suitKey);
    return flushStrength[mask] as number;
  }
  const key = sum >>> SUIT_SHIFT;
  return rankStrength[(rankRowOffset[key >>> ROW_SHIFT] as number) + (key & ROW_MASK)] as number;
}

/**
 * The strength (as `strength7`) of the best five of 5-7 distinct card codes. Seven cards take the
 * fast path; five and six use the reference evaluator.
 */
export function strengthOfCodes(codes: readonly number[]): number {
  if (codes.length < 5 || codes.length > 7) {
    throw new RangeError(`strengthOfCodes: need 5-7 cards, got ${codes.length}`);
  }
  const indices = codes.map(codeIndex);
  if (new Set(indices).size !== indices.length)
    throw new RangeError('strengthOfCodes: duplicate card');
  if (codes.length === 7) {
    const [c0, c1, c2, c3, c4, c5, c6] = codes as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return strength7(c0, c1, c2, c3, c4, c5, c6);
  }
  const value = referenceComposite(
    indices.map((i) => i >> 2),
    indices.map((i) => i & 3),
  );
  return STRENGTH_OF_COMPOSITE.get(value) as number;
}

/** The category (1 High Card .. 10 Royal Flush) of a strength. */
export function categoryOfStrength(strength: number): number {
  const category = CATEGORY_OF_STRENGTH[strength];
  if (!category) throw new RangeError(`categoryOfStrength: ${strength} is not a strength`);
  return category;
}

/** The strength of the best five of 5-7 distinct cards (as `strength7`). */
export function handStrength(cards: readonly Card[]): number {
  return strengthOfCodes(cards.map(encodeCard));
}

/** The category and name of the best five of 5-7 distinct cards. */
export function evaluateHand(cards: readonly Card[]): HandRank {
  const category = categoryOfStrength(handStrength(cards));
  return { category, name: HAND_NAMES[category] as HandName };
}

/** Positive if hand `a` beats `b`, negative if `b` wins, 0 on a tie (5-7 cards each). */
export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  return handStrength(a) - handStrength(b);
}
