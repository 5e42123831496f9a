import type { BetType } from './spots';

/**
 * Returned multiple of the stake, stake included (spec section 9 and DESIGN decision 6): straight
 * 36 (35:1), split 18, street 12, corner 9, six line 6, dozen and column 3, even-money 2.
 */
export const PAYOUT_MULTIPLIERS: Readonly<Record<BetType, number>> = {
  straight: 36,
  split: 18,
  street: 12,
  corner: 9,
  sixLine: 6,
  dozen: 3,
  column: 3,
  red: 2,
  black: 2,
  odd: 2,
  even: 2,
  low: 2,
  high: 2,
};

/** The chip sizes of spec section 5; every stake is a sum of chips, so a positive multiple of 25. */
export const CHIP_SIZES: readonly number[] = [25, 50, 100, 250];

/** The smallest chip: every bet amount is a positive multiple of it. */
export const CHIP_UNIT = 25;
