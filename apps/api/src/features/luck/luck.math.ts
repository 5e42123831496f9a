import type { LuckBasis, LuckFigures, LuckPoint, RoundDetail } from '@coinwave/api-contract';
import { spinMoments } from '@coinwave/roulette-engine';

// The luck report's arithmetic, pure: what one round was expected to net and how
// widely its net spreads, from each game's own figures; sums over rounds; how many standard
// deviations the actual net lies from the expected one, and that in a sentence.

/** What one finished round was expected to net (coins) and the variance of its net (coins²). */
export interface RoundMoments {
  expectedNet: number;
  variance: number;
}

/**
 * The figures each game's expectation rests on:
 * - slots, exact (the par sheet): return per coin bet and the standard deviation of one spin's
 *   return per coin bet; the same at every bet, since prizes scale exactly;
 * - roulette, exact: nothing to configure, each spin's bets are enumerated over the 37 pockets;
 * - blackjack, simulated (basic strategy): mean net and standard deviation per unit initial bet;
 * - poker, simulated (a tight-aggressive player): mean net and standard deviation per hand, in chips.
 */
export interface LuckModels {
  slots: { rtp: number; stdDev: number };
  blackjack: { meanNet: number; stdDev: number };
  poker: { meanNet: number; stdDev: number };
}

/** Whether a game's expectation is exact or the engine's simulation. */
export const GAME_BASIS = {
  slots: 'exact',
  roulette: 'exact',
  blackjack: 'simulated',
  poker: 'simulated',
} as const satisfies Record<RoundDetail['game'], LuckBasis>;

/**
 * A finished round's moments from its replay record: slots `bet × (rtp − 1)` and `(bet × σ)²`;
 * roulette the exact mean and variance of the spin's bets over the 37 pockets, minus the stake;
 * blackjack `bet × meanNet` and `(bet × σ)²` (per initial bet: doubles and splits are part of the
 * strategy the figure simulates); poker `meanNet` and `σ²` per hand.
 */
export function roundMoments(detail: RoundDetail, models: LuckModels): RoundMoments {
  switch (detail.game) {
    case 'slots':
      return {
        expectedNet: detail.bet * (models.slots.rtp - 1),
        variance: (detail.bet * models.slots.stdDev) ** 2,
      };
    case 'roulette': {
      const spin = spinMoments(detail.bets);
      return { expectedNet: spin.mean - spin.stake, variance: spin.variance };
    }
    case 'blackjack':
      return {
        expectedNet: detail.bet * models.blackjack.meanNet,
        variance: (detail.bet * models.blackjack.stdDev) ** 2,
      };
    case 'poker':
      return { expectedNet: models.poker.meanNet, variance: models.poker.stdDev ** 2 };
  }
}

/** Sums over a set of finished rounds (one game's, or all of them). */
export interface LuckTotals {
  rounds: number;
  wagered: number;
  returned: number;
  expectedNet: number;
  variance: number;
}

export const NO_ROUNDS: LuckTotals = {
  rounds: 0,
  wagered: 0,
  returned: 0,
  expectedNet: 0,
  variance: 0,
};

/** The sum of two sets of rounds (rounds are independent: their variances add). */
export function addTotals(a: LuckTotals, b: LuckTotals): LuckTotals {
  return {
    rounds: a.rounds + b.rounds,
    wagered: a.wagered + b.wagered,
    returned: a.returned + b.returned,
    expectedNet: a.expectedNet + b.expectedNet,
    variance: a.variance + b.variance,
  };
}

/** Below this many standard deviations (rounded to a tenth) luck is ordinary; from 3, exceptional. */
const ORDINARY = 2;
const EXCEPTIONAL = 3;

/**
 * The figures in a sentence: "1.2 standard deviations below expectation — ordinary luck". Under
 * 2.0 (rounded to a tenth) luck is ordinary (about 19 players in 20 are there); from 2.0 it is
 * unusually good or bad; from 3.0 exceptionally (about 1 in 370).
 */
export function verdict(rounds: number, deviations: number | null): string {
  if (rounds === 0) return 'No rounds yet: play a few and your luck shows here.';
  if (deviations === null) return 'No spread to measure yet: nothing was at stake.';
  const size = Math.abs(deviations).toFixed(1);
  if (size === '0.0') return 'Right on expectation — ordinary luck.';
  const good = deviations > 0;
  const label =
    Number(size) < ORDINARY
      ? 'ordinary luck'
      : Number(size) < EXCEPTIONAL
        ? `unusually ${good ? 'good' : 'bad'} luck`
        : `exceptionally ${good ? 'good' : 'bad'} luck`;
  const unit = size === '1.0' ? 'standard deviation' : 'standard deviations';
  return `${size} ${unit} ${good ? 'above' : 'below'} expectation — ${label}.`;
}

/**
 * The report's figures of a set of rounds: actual and expected return, the standard deviation of
 * the net (√ of the summed variances) and the distance in standard deviations,
 * (net − expected net) / σ.
 */
export function luckFigures(t: LuckTotals, basis: LuckBasis): LuckFigures {
  const net = t.returned - t.wagered;
  const stdDev = Math.sqrt(Math.max(0, t.variance));
  const deviations = t.rounds > 0 && stdDev > 0 ? (net - t.expectedNet) / stdDev : null;
  const expectedReturned = t.wagered + t.expectedNet;
  return {
    rounds: t.rounds,
    wagered: t.wagered,
    returned: t.returned,
    net,
    actualReturn: t.wagered > 0 ? t.returned / t.wagered : null,
    expectedReturned,
    expectedReturn: t.wagered > 0 ? expectedReturned / t.wagered : null,
    expectedNet: t.expectedNet,
    stdDev,
    deviations,
    verdict: verdict(t.rounds, deviations),
    basis,
  };
}

/** One charted round, in the order the rounds finished. */
export interface ChartRound {
  net: number;
  expectedNet: number;
  variance: number;
}

/**
 * The chart's points over `rounds` (oldest first): the cumulative net, expected net and standard
 * deviation after rounds ⌈k·n/P⌉ for k = 1..P (P = `maxPoints`), so at most P points, evenly
 * spread, the last round always included; every round when there are at most P.
 */
export function chartPoints(rounds: readonly ChartRound[], maxPoints: number): LuckPoint[] {
  const n = rounds.length;
  const wanted = new Set<number>();
  const count = Math.min(n, Math.max(1, maxPoints));
  for (let k = 1; k <= count; k++) wanted.add(Math.ceil((k * n) / count));
  const points: LuckPoint[] = [];
  let net = 0;
  let expectedNet = 0;
  let variance = 0;
  rounds.forEach((r, i) => {
    net += r.net;
    expectedNet += r.expectedNet;
    variance += r.variance;
    if (wanted.has(i + 1))
      points.push({ round: i + 1, net, expectedNet, stdDev: Math.sqrt(variance) });
  });
  return points;
}
