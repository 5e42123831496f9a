import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { literals, Nullable, Timestamp } from './common';

// Responsible play: loss and session limits, the reality check, cool-off and
// self-exclusion. The server enforces every rule; these are the shapes and the constants both
// sides read.

/** A play session ends after this many minutes without a round; the next round starts a new one. */
export const SESSION_BREAK_MINUTES = 30;

/** Raising or removing a limit (loosening it) takes effect this long after it was asked for. */
export const LIMIT_LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;

/** The reality check's intervals in minutes; off is `null`. */
export const REALITY_CHECK_INTERVALS = [15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
/** The reality check of a player who never changed it: every 60 minutes of play. */
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckInterval = 60;

/** The largest loss limit accepted (a bound on the input, far above any balance). */
export const MAX_LOSS_LIMIT = 1_000_000_000_000;
/** The longest session limit accepted: 24 hours. */
export const MAX_SESSION_MINUTES = 24 * 60;

/** A loss limit: whole coins, at least 1. */
export const LossLimit = Type.Integer({ minimum: 1, maximum: MAX_LOSS_LIMIT });
/** A session time limit in whole minutes, 1 to 1,440. */
export const SessionMinutes = Type.Integer({ minimum: 1, maximum: MAX_SESSION_MINUTES });
/** A reality-check interval: 15, 30 or 60 minutes. */
export const RealityCheckMinutes = Type.Unsafe<RealityCheckInterval>({
  type: 'integer',
  enum: [...REALITY_CHECK_INTERVALS],
});

/**
 * A player's limits; `null` is no limit (for the reality check: off).
 * - `dailyLossLimit`: net loss per UTC calendar day.
 * - `weeklyLossLimit`: net loss per ISO week (from Monday 00:00 UTC).
 * - `sessionMinutes`: the longest play session (see SESSION_BREAK_MINUTES).
 * - `realityCheckMinutes`: how often the reality check interrupts play.
 */
export const PlayLimits = Type.Object({
  dailyLossLimit: Nullable(LossLimit),
  weeklyLossLimit: Nullable(LossLimit),
  sessionMinutes: Nullable(SessionMinutes),
  realityCheckMinutes: Nullable(RealityCheckMinutes),
});
export type PlayLimits = Static<typeof PlayLimits>;
export type LimitField = keyof PlayLimits;
export const LIMIT_FIELDS = [
  'dailyLossLimit',
  'weeklyLossLimit',
  'sessionMinutes',
  'realityCheckMinutes',
] as const satisfies readonly LimitField[];

/**
 * `PUT /api/me/limits`: the limits to change, any of the four (at least one); a field left out
 * stays as it is. Lowering a limit (or a shorter reality-check interval) applies at once; raising
 * or removing one (a longer interval, or turning the check off) applies after 24 hours and is
 * listed as pending. Unknown fields are refused.
 */
export const SetLimitsBody = Type.Partial(PlayLimits, {
  additionalProperties: false,
  minProperties: 1,
});
export type SetLimitsBody = Static<typeof SetLimitsBody>;

/** A loosening waiting out its 24 hours: `field` becomes `value` at `appliesAt`. */
export const PendingLimit = Type.Object({
  field: literals(LIMIT_FIELDS),
  value: Nullable(Type.Integer({ minimum: 1 })),
  appliesAt: Timestamp,
});
export type PendingLimit = Static<typeof PendingLimit>;

/** Cool-off periods (24h, 7d, 30d) and self-exclusion periods (6m, permanent). */
export const RESTRICTION_PERIODS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
export const RestrictionPeriod = literals(RESTRICTION_PERIODS);
export type RestrictionPeriod = Static<typeof RestrictionPeriod>;
export const RestrictionKind = literals(['cool_off', 'self_exclusion'] as const);
export type RestrictionKind = Static<typeof RestrictionKind>;

/**
 * An active cool-off or self-exclusion: no rounds, no stakes, no claims and a read-only chat
 * until `endsAt` (null: permanent). It cannot be ended or shortened; a longer one may replace it.
 */
export const Restriction = Type.Object({
  kind: RestrictionKind,
  period: RestrictionPeriod,
  startedAt: Timestamp,
  endsAt: Nullable(Timestamp),
});
export type Restriction = Static<typeof Restriction>;

/** `POST /api/me/cool-off`. */
export const CoolOffBody = Type.Object(
  { period: RestrictionPeriod },
  { additionalProperties: false },
);
export type CoolOffBody = Static<typeof CoolOffBody>;

/** 24h, 7d and 30d are a cool-off; 6m and permanent a self-exclusion. */
export function restrictionKind(period: RestrictionPeriod): RestrictionKind {
  return period === '6m' || period === 'permanent' ? 'self_exclusion' : 'cool_off';
}

/**
 * When a restriction of `period` started at `start` ends (null: never). Six months are calendar
 * months in UTC; a day that does not exist in the end month falls back to that month's last day.
 */
export function restrictionEnd(period: RestrictionPeriod, start: Date): Date | null {
  const DAY = 24 * 60 * 60 * 1000;
  switch (period) {
    case '24h':
      return new Date(start.getTime() + DAY);
    case '7d':
      return new Date(start.getTime() + 7 * DAY);
    case '30d':
      return new Date(start.getTime() + 30 * DAY);
    case '6m': {
      const end = new Date(start.getTime());
      const day = end.getUTCDate();
      end.setUTCDate(1);
      end.setUTCMonth(end.getUTCMonth() + 6);
      const lastDay = new Date(
        Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0),
      ).getUTCDate();
      end.setUTCDate(Math.min(day, lastDay));
      return end;
    }
    case 'permanent':
      return null;
  }
}

/**
 * Net loss so far in the current windows (positive: coins lost; negative: the player is ahead),
 * from the round entries of the ledger (stakes, payouts, settlements; claims and grants do not
 * count), and when each window starts over.
 */
export const LossUsage = Type.Object({
  dailyNetLoss: Type.Integer(),
  weeklyNetLoss: Type.Integer(),
  /** The next 00:00 UTC. */
  dayResetsAt: Timestamp,
  /** The next Monday 00:00 UTC. */
  weekResetsAt: Timestamp,
});
export type LossUsage = Static<typeof LossUsage>;

/** `GET` / `PUT /api/me/limits`: the limits in force now, the loosenings pending, the usage. */
export const LimitsState = Type.Object({
  limits: PlayLimits,
  pending: Type.Array(PendingLimit),
  usage: LossUsage,
  restriction: Nullable(Restriction),
});
export type LimitsState = Static<typeof LimitsState>;

/**
 * The player's current play session: it started with the first round after a break of at least
 * SESSION_BREAK_MINUTES, and lasts while rounds keep coming. `net` sums the session's round
 * entries (payouts minus stakes).
 */
export const PlaySessionInfo = Type.Object({
  startedAt: Timestamp,
  lastRoundAt: Timestamp,
  rounds: Type.Integer({ minimum: 0 }),
  net: Type.Integer(),
});
export type PlaySessionInfo = Static<typeof PlaySessionInfo>;

/**
 * `GET /api/me/play-session` (and the answer to an acknowledgement): the session now (null when
 * the player is on a break), and the reality check: its interval (null: off) and when the next
 * one is due (null: no session, or off). The client shows the check once `nextAt` has passed while
 * the session still runs.
 */
export const PlaySession = Type.Object({
  session: Nullable(PlaySessionInfo),
  realityCheck: Type.Object({
    intervalMinutes: Nullable(RealityCheckMinutes),
    nextAt: Nullable(Timestamp),
  }),
});
export type PlaySession = Static<typeof PlaySession>;

/**
 * `POST /api/me/reality-check`: the player saw the check due at `dueAt` (the `nextAt` they were
 * shown) and chose; it is not shown again, in any tab.
 */
export const RealityCheckAckBody = Type.Object(
  { dueAt: Timestamp },
  { additionalProperties: false },
);
export type RealityCheckAckBody = Static<typeof RealityCheckAckBody>;

/** Which rule refused a stake. */
export const PlayLimitName = literals([
  'daily_loss',
  'weekly_loss',
  'session',
  'cool_off',
  'self_exclusion',
] as const);
export type PlayLimitName = Static<typeof PlayLimitName>;

/**
 * The fields of a 403 refusing a round or a stake under a responsible-play rule: which one, and
 * when play can resume (null: a permanent self-exclusion). `error` says the same in words.
 */
export const PlayRefusalFields = {
  limit: Type.Optional(PlayLimitName),
  resetsAt: Type.Optional(Nullable(Timestamp)),
};

/** A refused new round or stake (a limit, a cool-off), or any other refusal (`error` only). */
export const PlayRefusal = Type.Object({ error: Type.String(), ...PlayRefusalFields });
export type PlayRefusal = Static<typeof PlayRefusal>;
