import type { SlotSymbol } from './symbols';

/** Multipliers of the bet for 3, 4 and 5 of a kind, in that order. */
export type LinePays = readonly [three: number, four: number, five: number];

/**
 * The spec's paytable (section 9): a payline showing the same symbol on its leftmost 3, 4 or 5
 * reels pays bet x the multiplier. Orange, lemon and balloon are the spec's "other symbols" row;
 * a balloon line pays that row and also triggers the bonus.
 */
export const PAYTABLE: Readonly<Record<SlotSymbol, LinePays>> = {
  seven: [5, 25, 100],
  moneyBag: [3, 15, 50],
  bell: [2, 10, 30],
  star: [2, 8, 20],
  orange: [1, 5, 10],
  lemon: [1, 5, 10],
  balloon: [1, 5, 10],
};

/** The fewest matching symbols from the leftmost reel that pay (spec: "three or more"). */
export const MIN_RUN = 3;

/** The bet multiplier of a run of `count` (1-5) equal symbols from the leftmost reel; 0 below 3. */
export function payMultiplier(symbol: SlotSymbol, count: number): number {
  return count < MIN_RUN ? 0 : (PAYTABLE[symbol][count - MIN_RUN] ?? 0);
}
