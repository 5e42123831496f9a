import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Coins, Id, literals, Nullable, Timestamp } from './common';
import { BlackjackAction, BlackjackView, RoundOutcome, RoundStatus, RouletteBet } from './games';
import { PokerDetail } from './poker';
import { GameKind } from './social';

// Provably fair seeds and the round history (DESIGN decision 2).

/** A client seed: 1-64 printable ASCII characters, no leading or trailing space. */
export const CLIENT_SEED_PATTERN = '^[!-~](?:[ -~]{0,62}[!-~])?$';
export const ClientSeed = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: CLIENT_SEED_PATTERN,
});

/**
 * An unfinished round of the user. Left alone until `settlesAt` (IDLE_ROUND_MINUTES after its last
 * play) it is settled by the published rule (DESIGN decision 15); until then it blocks a seed
 * rotation, and opening its game resumes it.
 */
export const OpenRound = Type.Object({
  id: Id,
  game: GameKind,
  gameId: Id,
  waveId: Id,
  updatedAt: Timestamp,
  settlesAt: Timestamp,
  /** Past `settlesAt`: a rotation settles it first instead of refusing. */
  idle: Type.Boolean(),
});
export type OpenRound = Static<typeof OpenRound>;

/** A 409 from a seed rotation: the rounds still in play, each to be finished (or left to settle). */
export const RotateRefusal = Type.Object({
  error: Type.String(),
  openRounds: Type.Optional(Type.Array(OpenRound)),
});
export type RotateRefusal = Static<typeof RotateRefusal>;

/** Who ended a round: the player, or the rule for rounds left alone (DESIGN decision 15). */
export const SettledBy = literals(['player', 'rule'] as const);
export type SettledBy = Static<typeof SettledBy>;

/**
 * `GET /api/fairness`: the active server seed's SHA-256 (the seed stays secret until rotated), the
 * client seed, and the nonce the next round will use (it counts the user's rounds: one per round).
 */
export const Fairness = Type.Object({
  serverSeedHash: Type.String(),
  /** The player's anonymous id in the public log of seed commitments (`GET /api/fairness/commitments`). */
  holder: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer({ minimum: 0 }),
  openRounds: Type.Array(OpenRound),
  /** A round left alone this many minutes is settled by its game's rule (the server's setting). */
  idleRoundMinutes: Type.Integer({ minimum: 1 }),
});
export type Fairness = Static<typeof Fairness>;

export const ClientSeedBody = Type.Object(
  { clientSeed: ClientSeed },
  { additionalProperties: false },
);
export type ClientSeedBody = Static<typeof ClientSeedBody>;

/**
 * `POST /api/fairness/rotate`: the previous server seed revealed (SHA-256 of `serverSeed` equals the
 * `serverSeedHash` shown before), and the new commitment. Refused (409) while a round is open.
 */
export const RotateResponse = Type.Object({
  revealed: Type.Object({
    serverSeed: Type.String(),
    serverSeedHash: Type.String(),
    rounds: Type.Integer({ minimum: 0 }),
  }),
  fairness: Fairness,
});
export type RotateResponse = Static<typeof RotateResponse>;

// ---------------------------------------------------------------------------------------------
// What a finished round records so anyone holding the revealed seed can replay it: the player's
// inputs (bet, bets, actions, pops) and the outcome they produced. `replayRound` in
// `@coinwave/api-contract/replay` recomputes the outcome from the seeds and the inputs.

/** Slots: the bet, the drawn stops, the line wins and, when the bonus ran, the balloons popped in order. */
export const SlotsDetail = Type.Object({
  game: Type.Literal('slots'),
  bet: Coins,
  stops: Type.Array(Type.Integer()),
  lineWin: Coins,
  bonus: Nullable(Type.Object({ pops: Type.Array(Type.Integer()), totalWin: Coins })),
});
/** Roulette: the (merged) bets and the pocket. */
export const RouletteDetail = Type.Object({
  game: Type.Literal('roulette'),
  bets: Type.Array(RouletteBet),
  pocket: Type.Integer({ minimum: 0, maximum: 36 }),
});
/** Blackjack: the bet, the player's actions in order, and the finished view (every card shown). */
export const BlackjackDetail = Type.Object({
  game: Type.Literal('blackjack'),
  bet: Coins,
  actions: Type.Array(BlackjackAction),
  view: BlackjackView,
});
export const RoundDetail = Type.Union([SlotsDetail, RouletteDetail, BlackjackDetail, PokerDetail]);
export type RoundDetail = Static<typeof RoundDetail>;
export type SlotsDetail = Static<typeof SlotsDetail>;
export type RouletteDetail = Static<typeof RouletteDetail>;
export type BlackjackDetail = Static<typeof BlackjackDetail>;

/**
 * One round in the player's history. `serverSeed` is null until that seed is rotated out;
 * `detail` is null while the round is in progress (it would reveal hidden cards).
 */
export const RoundRecord = Type.Object({
  id: Id,
  gameId: Id,
  waveId: Id,
  /** The number of the wave the round was played in. */
  waveNumber: Type.Integer({ minimum: 1 }),
  game: GameKind,
  status: RoundStatus,
  /** Every coin staked (all debits); `payout` every coin credited (0 for a loss). */
  stake: Coins,
  payout: Coins,
  net: Type.Integer(),
  outcome: Nullable(RoundOutcome),
  nonce: Type.Integer({ minimum: 0 }),
  clientSeed: Type.String(),
  serverSeedHash: Type.String(),
  serverSeed: Nullable(Type.String()),
  createdAt: Timestamp,
  finishedAt: Nullable(Timestamp),
  /** Null while in progress. */
  settledBy: Nullable(SettledBy),
  detail: Nullable(RoundDetail),
});
export type RoundRecord = Static<typeof RoundRecord>;

/**
 * A 409 from a game action whose round is no longer open: when the rule settled it while the
 * player was away, `round` is that round with its result.
 */
export const SettledRoundRefusal = Type.Object({
  error: Type.String(),
  round: Type.Optional(RoundRecord),
});
export type SettledRoundRefusal = Static<typeof SettledRoundRefusal>;

/**
 * `GET /api/rounds?limit&before&game&waveId`: query values are strings on the wire (never
 * coerced): `limit` 1-100 (default 20), `before` a nonce: only rounds with a smaller nonce (the
 * next page); `game` and `waveId` keep only the rounds of that game and of that wave.
 */
export const RoundsQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$' })),
    before: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
    game: Type.Optional(GameKind),
    waveId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type RoundsQuery = Static<typeof RoundsQuery>;

/** Newest first; `nextBefore` is the `before` of the next page, or null at the end. */
export const RoundsPage = Type.Object({
  rounds: Type.Array(RoundRecord),
  nextBefore: Nullable(Type.Integer({ minimum: 0 })),
});
export type RoundsPage = Static<typeof RoundsPage>;
