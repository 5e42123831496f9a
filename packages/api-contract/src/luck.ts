import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Coins, Nullable, Timestamp } from './common';
import { literals } from './common';
import { GameKind } from './social';

// The luck report: a player's results against each game's own math.

/**
 * Where a game's expectation comes from: `exact` (slots: the par sheet; roulette: the 37 pockets
 * of each spin's bets), `simulated` (blackjack and poker: the engines' published simulations, as
 * the player's decisions set the return), `mixed` (a total over both kinds).
 */
export const LuckBasis = literals(['exact', 'simulated', 'mixed'] as const);
export type LuckBasis = Static<typeof LuckBasis>;

/** Results against expectation over a set of finished rounds. */
export const LuckFigures = Type.Object({
  rounds: Type.Integer({ minimum: 0 }),
  /** Every coin staked. */
  wagered: Coins,
  /** Every coin paid back. */
  returned: Coins,
  /** returned - wagered. */
  net: Type.Integer(),
  /** returned / wagered (null before any stake). */
  actualReturn: Nullable(Type.Number()),
  /** Coins the rounds were expected to pay back: wagered + Σ expected net of each round. */
  expectedReturned: Type.Number(),
  /** expectedReturned / wagered (null before any stake). */
  expectedReturn: Nullable(Type.Number()),
  /** Σ expected net of each round (negative: the house's edge). */
  expectedNet: Type.Number(),
  /** Standard deviation of the net over these rounds: √(Σ each round's variance). */
  stdDev: Type.Number({ minimum: 0 }),
  /** (net - expectedNet) / stdDev: how many standard deviations above (+) or below (-). Null without spread. */
  deviations: Nullable(Type.Number()),
  /** The figures in a sentence: "1.2 standard deviations below expectation — ordinary luck". */
  verdict: Type.String(),
  basis: LuckBasis,
});
export type LuckFigures = Static<typeof LuckFigures>;

/** One game's figures. */
export const GameLuck = Type.Object({
  game: GameKind,
  figures: LuckFigures,
  /** What the expectation rests on, in a sentence (the RTP and spread used, and their source). */
  model: Type.String(),
});
export type GameLuck = Static<typeof GameLuck>;

/** One point of the chart: after the n-th of the charted rounds, the net so far and its expectation. */
export const LuckPoint = Type.Object({
  round: Type.Integer({ minimum: 1 }),
  net: Type.Integer(),
  expectedNet: Type.Number(),
  /** Standard deviation of the net after this many rounds (the band around expectation). */
  stdDev: Type.Number({ minimum: 0 }),
});
export type LuckPoint = Static<typeof LuckPoint>;

/** The chart: the player's latest rounds (at most `LUCK_CHART_ROUNDS`), in the order they finished. */
export const LuckChart = Type.Object({
  /** Rounds the chart covers (the latest ones); `total.rounds` may be more. */
  rounds: Type.Integer({ minimum: 0 }),
  /** At most `LUCK_CHART_POINTS` points, evenly spread, the last round always included. */
  points: Type.Array(LuckPoint),
});
export type LuckChart = Static<typeof LuckChart>;

/** The chart covers at most this many of the latest rounds. */
export const LUCK_CHART_ROUNDS = 1000;
/** ... drawn with at most this many points. */
export const LUCK_CHART_POINTS = 200;

/** `GET /api/me/luck`: per game (all four, in the tiles' order) and in total, and the chart. */
export const LuckReport = Type.Object({
  games: Type.Array(GameLuck),
  total: LuckFigures,
  chart: LuckChart,
  /** Rounds finished before the report existed that are still being counted (they join soon). */
  pending: Type.Integer({ minimum: 0 }),
  generatedAt: Timestamp,
});
export type LuckReport = Static<typeof LuckReport>;
