import type { Rng } from '@coinwave/game-core';
import { startBonus, type BonusState } from './bonus';
import { spin, type SpinResult } from './spin';

/** A slots round as it starts: the spin, and the bonus when the spin triggered it. */
export interface SlotsRound {
  spin: SpinResult;
  bonus: BonusState | null;
}

/**
 * Starts a slots round: one Rng drives the spin (5 draws, the stops) and then, when the spin
 * triggered the balloon bonus, the bonus layout on the same stream.
 */
export function startRound(bet: number, rng: Rng): SlotsRound {
  const result = spin(bet, rng);
  return { spin: result, bonus: result.bonusTriggered ? startBonus(bet, rng) : null };
}

/** The record of a finished slots round: bet, stops, line wins and the balloons popped in order. */
export interface SlotsRoundDetail {
  game: 'slots';
  bet: number;
  stops: number[];
  lineWin: number;
  bonus: { pops: number[]; totalWin: number } | null;
}

/** The record of a finished slots round, from its spin, its bonus (if any) and the pops in order. */
export function slotsDetail(
  result: SpinResult,
  bonus: BonusState | null,
  pops: readonly number[],
): SlotsRoundDetail {
  return {
    game: 'slots',
    bet: result.bet,
    stops: [...result.stops],
    lineWin: result.totalWin,
    bonus: bonus ? { pops: [...pops], totalWin: bonus.totalWin } : null,
  };
}
