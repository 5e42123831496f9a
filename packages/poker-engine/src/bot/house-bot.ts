import { randomFloat, type Card, type Rng } from '@coinwave/game-core';
import { BIG_BLIND, type PokerAction } from '../game/poker-types';
import { DEFAULT_RUNOUTS, estimateEquity } from './equity-estimator';

/**
 * Everything the house may know when it acts: its own two cards, the public board and the public
 * betting numbers. The player's cards are deliberately not part of this type.
 */
export interface HouseDecisionInput {
  readonly hole: readonly Card[];
  readonly board: readonly Card[];
  /** All chips in the pot, current bets included. */
  readonly pot: number;
  /** Chips the house must add to call. */
  readonly toCall: number;
  /** The house's chips behind. */
  readonly stack: number;
  /** Legal raise increments for the house now (already filtered by the rules). */
  readonly raiseOptions: readonly number[];
  /** Raises the house already made on this street. */
  readonly raisesThisStreet: number;
}

/** The largest raise the house makes: twice the big blind (spec: raises up to 2x the big blind). */
export const HOUSE_MAX_RAISE = 2 * BIG_BLIND;

/** The house stops re-raising after this many raises on one street and just calls. */
export const HOUSE_MAX_RAISES_PER_STREET = 2;

/** Equity (vs a random hand) from which the house plays for value. */
export const STRONG_EQUITY = 0.7;
/** Equity from which the house is willing to build a pot. */
export const MEDIUM_EQUITY = 0.55;
/** Extra equity over the pot odds the house demands to call a bet (bettors hold better than random). */
export const CALL_MARGIN = 0.05;
/**
 * How much the demanded equity rises with the bet's size relative to the pot: a big raise comes
 * from a stronger range than the random hand the equity is measured against.
 */
export const PRESSURE_WEIGHT = 0.3;

/** Mixed-strategy frequencies, drawn from the round Rng. */
export const MIX = {
  valueRaise: 0.75,
  mediumRaise: 0.3,
  bluffWhenChecked: 0.12,
  bluffWhenBet: 0.04,
} as const;

/**
 * The house's decision. It folds when it cannot cover the call (the spec's rule); otherwise it
 * estimates its equity against a random hand by Monte Carlo (`runouts`, default 10,000) and plays
 * a mixed strategy driven by the Rng: strong hands raise (50 or 100, at most 2x the big blind)
 * three times in four and slow-play otherwise; medium hands sometimes raise and call when the
 * price is right; weak hands check or fold, with occasional bluffs. The bar for "strong" and for
 * calling rises with the bet's size relative to the pot. Deterministic for a given input and Rng
 * position.
 */
export function houseDecision(
  input: HouseDecisionInput,
  rng: Rng,
  runouts: number = DEFAULT_RUNOUTS,
): PokerAction {
  const { toCall, stack, pot } = input;
  if (toCall > stack) return { type: 'fold' };
  const equity = estimateEquity(input.hole, input.board, runouts, rng);
  const roll = randomFloat(rng);
  const raises = input.raiseOptions.filter((amount) => amount <= HOUSE_MAX_RAISE);
  const canRaise = raises.length > 0 && input.raisesThisStreet < HOUSE_MAX_RAISES_PER_STREET;
  const biggest = raises[raises.length - 1] ?? 0;
  const smallest = raises[0] ?? 0;
  const passive: PokerAction = toCall === 0 ? { type: 'check' } : { type: 'call' };
  // Pressure: the bet to call relative to the pot (0 when checked to).
  const pressure = toCall / Math.max(pot, 1);
  if (equity >= STRONG_EQUITY + (PRESSURE_WEIGHT * pressure) / 2) {
    if (canRaise && roll < MIX.valueRaise) {
      return {
        type: 'raise',
        amount: equity >= 0.8 || roll < MIX.valueRaise / 2 ? biggest : smallest,
      };
    }
    return passive;
  }
  const potOdds = toCall / (pot + toCall);
  const priceIsRight = toCall === 0 || equity >= potOdds + CALL_MARGIN + PRESSURE_WEIGHT * pressure;
  if (equity >= MEDIUM_EQUITY) {
    if (canRaise && roll < MIX.mediumRaise) return { type: 'raise', amount: smallest };
    return priceIsRight ? passive : { type: 'fold' };
  }
  const bluff = toCall === 0 ? MIX.bluffWhenChecked : MIX.bluffWhenBet;
  if (canRaise && roll < bluff) return { type: 'raise', amount: smallest };
  return priceIsRight ? passive : { type: 'fold' };
}
