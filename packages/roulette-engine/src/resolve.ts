import { randomInt, type Rng } from '@coinwave/game-core';
import type { Bet } from './bets';
import { PAYOUT_MULTIPLIERS } from './payouts';
import { POCKETS, type Pocket } from './pockets';
import { ALL_SPOTS, coveredNumbers, isLegalSpot, type BetType, type Spot } from './spots';

/** One bet's outcome: `winnings` is the amount returned, stake included (0 when it loses). */
export interface BetOutcome {
  readonly bet: Bet;
  readonly won: boolean;
  readonly winnings: number;
}

/** A resolved spin: per-bet winnings, their total, and net = total winnings - total stake. */
export interface Resolution {
  readonly pocket: Pocket;
  readonly outcomes: readonly BetOutcome[];
  readonly totalStake: number;
  readonly totalWinnings: number;
  readonly net: number;
}

/** True when `spot` wins on `number`; zero loses every outside bet (spec section 9). */
export function isWinningSpot(spot: Spot, number: number): boolean {
  return coveredNumbers(spot).includes(number);
}

/**
 * Settles validated bets against the pocket (spec section 9): a winning bet returns its stake
 * times its type's multiplier, stake included; a losing one returns nothing. Throws on a bet that
 * `validateBets` would refuse (a broken invariant), never settles it.
 */
export function resolveBets(bets: readonly Bet[], pocket: Pocket | number): Resolution {
  const number = typeof pocket === 'number' ? pocket : pocket.number;
  const landed = POCKETS[number];
  if (landed === undefined || !Number.isInteger(number))
    throw new RangeError(`roulette: no pocket ${number}`);
  const outcomes = bets.map((bet): BetOutcome => {
    if (!isLegalSpot(bet) || !Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
      throw new RangeError(`roulette: unvalidated bet ${JSON.stringify(bet)}`);
    }
    const won = isWinningSpot(bet, number);
    return { bet, won, winnings: won ? bet.amount * PAYOUT_MULTIPLIERS[bet.type] : 0 };
  });
  const totalStake = bets.reduce((sum, b) => sum + b.amount, 0);
  const totalWinnings = outcomes.reduce((sum, o) => sum + o.winnings, 0);
  return { pocket: landed, outcomes, totalStake, totalWinnings, net: totalWinnings - totalStake };
}

/** Spins the wheel: one of the 37 pockets, uniformly, with one unbiased `randomInt(rng, 37)`. */
export function spinPocket(rng: Rng): Pocket {
  return POCKETS[randomInt(rng, POCKETS.length)] as Pocket;
}

/**
 * The exact return to player of a bet type: the average, over every spot of that type and every
 * one of the 37 equally likely pockets, of winnings / stake. 36/37 (97.297%) for every type on a
 * single-zero wheel with these multipliers.
 */
export function rtp(betType: BetType): number {
  const spots = ALL_SPOTS.filter((s) => s.type === betType);
  let returned = 0;
  for (const spot of spots) {
    for (const pocket of POCKETS)
      if (isWinningSpot(spot, pocket.number)) returned += PAYOUT_MULTIPLIERS[betType];
  }
  return returned / (spots.length * POCKETS.length);
}
