import type { Bet } from './bets';
import { PAYOUT_MULTIPLIERS } from './payouts';
import { POCKETS } from './pockets';
import { isWinningSpot } from './resolve';
import { ALL_SPOTS, BET_TYPES, coveredNumbers, isLegalSpot, type BetType } from './spots';

// Exact figures by enumeration of the 37 equally likely pockets (no simulation, no formula taken
// on trust): what the par sheet shows per bet type, and what a luck report expects of one spin.

/** The exact figures of one bet type, per coin staked (returns include the stake). */
export interface BetTypeSheet {
  readonly type: BetType;
  /** How many numbers one spot of this type covers (18 for even-money bets). */
  readonly covers: number;
  /** The returned multiple of the stake when it wins, stake included. */
  readonly multiplier: number;
  /** Expected return per coin staked: 36/37 for every type. */
  readonly rtp: number;
  /** Probability that the bet wins on one spin. */
  readonly hitFrequency: number;
  /** Variance of the return per coin staked: (k/37)(36/k)^2 - (36/37)^2 for k numbers. */
  readonly variance: number;
  /** Standard deviation of the return per coin staked (the bet's volatility). */
  readonly stdDev: number;
}

/**
 * The exact sheet of a bet type: the mean and variance of (winnings / stake) over every spot of
 * the type and all 37 pockets, with each spot equally weighted (every spot of a type covers as
 * many numbers, so they all share the same figures).
 */
export function betTypeSheet(type: BetType): BetTypeSheet {
  const spots = ALL_SPOTS.filter((s) => s.type === type);
  const multiplier = PAYOUT_MULTIPLIERS[type];
  let wins = 0;
  for (const spot of spots)
    for (const pocket of POCKETS) if (isWinningSpot(spot, pocket.number)) wins += 1;
  const outcomes = spots.length * POCKETS.length;
  const hitFrequency = wins / outcomes;
  const rtp = (wins * multiplier) / outcomes;
  // E[X^2] - E[X]^2 with X = multiplier on a win, 0 otherwise.
  const variance = (wins * multiplier * multiplier) / outcomes - rtp * rtp;
  return {
    type,
    covers: coveredNumbers(spots[0]!).length,
    multiplier,
    rtp,
    hitFrequency,
    variance,
    stdDev: Math.sqrt(variance),
  };
}

/** Every bet type's sheet, in `BET_TYPES` order. */
export function betTypeSheets(): readonly BetTypeSheet[] {
  return BET_TYPES.map(betTypeSheet);
}

/** The exact mean and variance of one spin's total winnings (coins, stake included). */
export interface SpinMoments {
  readonly stake: number;
  /** Expected winnings of the spin: stake x 36/37 for any validated bets. */
  readonly mean: number;
  /** Variance of the winnings, bets on the same spin correlated as the wheel makes them. */
  readonly variance: number;
}

/**
 * The exact moments of a spin of `bets` (validated bets), enumerating the 37 pockets: bets on one
 * spin are not independent (red and black never both win), so the variance of their sum is taken
 * from the spin's own distribution, not added up per bet. Each bet adds its winnings to the
 * pockets it covers (the same rule as `resolveBets`, once per bet rather than once per pocket);
 * the sums are kept in integers (BigInt) and divided once at the end.
 * @throws RangeError on a bet `validateBets` would refuse
 */
export function spinMoments(bets: readonly Bet[]): SpinMoments {
  const winnings = new Array<number>(POCKETS.length).fill(0);
  let stake = 0;
  for (const bet of bets) {
    if (!isLegalSpot(bet) || !Number.isSafeInteger(bet.amount) || bet.amount <= 0)
      throw new RangeError(`roulette: unvalidated bet ${JSON.stringify(bet)}`);
    stake += bet.amount;
    const paid = bet.amount * PAYOUT_MULTIPLIERS[bet.type];
    for (const n of coveredNumbers(bet)) winnings[n]! += paid;
  }
  let sum = 0n;
  let sumSquares = 0n;
  for (const w of winnings) {
    const x = BigInt(w);
    sum += x;
    sumSquares += x * x;
  }
  const n = BigInt(POCKETS.length);
  // Var = (n Σx² - (Σx)²) / n², exact up to the final division.
  const varianceNumerator = n * sumSquares - sum * sum;
  return {
    stake,
    mean: Number(sum) / POCKETS.length,
    variance: Number(varianceNumerator) / (POCKETS.length * POCKETS.length),
  };
}
