import { DEFAULT_BET } from './bet';
import { computeParSheet, type ParSheet } from './par-sheet';
import { REEL_STRIPS } from './reel-strips';

/**
 * The exact par sheet of REEL_STRIPS (DESIGN decision 7: 94-97% with the bonus, a bonus about
 * every 80-250 spins), computed from the strips, not simulated. `bet` (default 50) is used for the
 * bonus prizes in coins; since every scaled prize is exact, the figures are the same at every bet.
 */
export function exactRtp(bet: number = DEFAULT_BET): ParSheet {
  return computeParSheet(REEL_STRIPS, bet);
}
