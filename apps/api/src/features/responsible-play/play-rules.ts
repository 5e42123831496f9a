import {
  DEFAULT_REALITY_CHECK_MINUTES,
  LIMIT_FIELDS,
  LIMIT_LOOSENING_DELAY_MS,
  restrictionKind,
  SESSION_BREAK_MINUTES,
  type LimitField,
  type PendingLimit,
  type PlayLimits,
  type RealityCheckInterval,
  type Restriction,
  type RestrictionPeriod,
} from '@coinwave/api-contract';

// The rules of responsible play as pure functions of a player's row and the time: no database,
// no clock of their own. The service reads the row, asks these, and writes what they decide.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long a break ends a session, in ms. */
export const BREAK_MS = SESSION_BREAK_MINUTES * MINUTE;

/** The columns of `responsible_play` the rules read (a missing row reads as all defaults). */
export interface PlayRow {
  daily_loss_limit: number | null;
  weekly_loss_limit: number | null;
  session_minutes: number | null;
  reality_check_minutes: number | null;
  pending_daily_loss_limit: number | null;
  pending_daily_loss_limit_at: string | null;
  pending_weekly_loss_limit: number | null;
  pending_weekly_loss_limit_at: string | null;
  pending_session_minutes: number | null;
  pending_session_minutes_at: string | null;
  pending_reality_check_minutes: number | null;
  pending_reality_check_minutes_at: string | null;
  restriction_period: RestrictionPeriod | null;
  restriction_started_at: string | null;
  restriction_ends_at: string | null;
  session_started_at: string | null;
  last_round_at: string | null;
  prior_round_at: string | null;
  session_rounds: number;
  reality_check_acked_at: string | null;
}

/** A player who never played nor set anything. */
export const DEFAULT_ROW: PlayRow = {
  daily_loss_limit: null,
  weekly_loss_limit: null,
  session_minutes: null,
  reality_check_minutes: DEFAULT_REALITY_CHECK_MINUTES,
  pending_daily_loss_limit: null,
  pending_daily_loss_limit_at: null,
  pending_weekly_loss_limit: null,
  pending_weekly_loss_limit_at: null,
  pending_session_minutes: null,
  pending_session_minutes_at: null,
  pending_reality_check_minutes: null,
  pending_reality_check_minutes_at: null,
  restriction_period: null,
  restriction_started_at: null,
  restriction_ends_at: null,
  session_started_at: null,
  last_round_at: null,
  prior_round_at: null,
  session_rounds: 0,
  reality_check_acked_at: null,
};

/** The row's column of a limit, and of its pending value and time. */
export const COLUMNS = {
  dailyLossLimit: ['daily_loss_limit', 'pending_daily_loss_limit', 'pending_daily_loss_limit_at'],
  weeklyLossLimit: [
    'weekly_loss_limit',
    'pending_weekly_loss_limit',
    'pending_weekly_loss_limit_at',
  ],
  sessionMinutes: ['session_minutes', 'pending_session_minutes', 'pending_session_minutes_at'],
  realityCheckMinutes: [
    'reality_check_minutes',
    'pending_reality_check_minutes',
    'pending_reality_check_minutes_at',
  ],
} as const satisfies Record<LimitField, readonly [keyof PlayRow, keyof PlayRow, keyof PlayRow]>;

type Value = number | null;

/** How loose a setting is: no limit (or no reality check) is the loosest of all. */
const looseness = (value: Value): number => (value === null ? Infinity : value);

/** True when `next` is looser than `current`: a higher limit, none, a longer interval, or off. */
export function isLoosening(current: Value, next: Value): boolean {
  return looseness(next) > looseness(current);
}

/**
 * The row with every pending loosening whose 24 hours are over applied (the rest kept); the row
 * itself when none is due (every round reads it, and a copy is rarely needed).
 */
export function applyDue(row: PlayRow, now: Date): PlayRow {
  if (!hasDue(row, now)) return row;
  const out: Record<string, unknown> = { ...row };
  const at = now.toISOString();
  for (const field of LIMIT_FIELDS) {
    const [column, pending, pendingAt] = COLUMNS[field];
    const due = row[pendingAt] as string | null;
    if (due !== null && due <= at) {
      out[column] = row[pending];
      out[pending] = null;
      out[pendingAt] = null;
    }
  }
  return out as unknown as PlayRow;
}

/** True when `applyDue` would change the row (a write is due). */
export function hasDue(row: PlayRow, now: Date): boolean {
  const at = now.toISOString();
  return LIMIT_FIELDS.some((field) => {
    const due = row[COLUMNS[field][2]] as string | null;
    return due !== null && due <= at;
  });
}

/** The limits in force at `now` (pending loosenings already due count as applied). */
export function effectiveLimits(row: PlayRow, now: Date): PlayLimits {
  const r = applyDue(row, now);
  return {
    dailyLossLimit: r.daily_loss_limit,
    weeklyLossLimit: r.weekly_loss_limit,
    sessionMinutes: r.session_minutes,
    realityCheckMinutes: r.reality_check_minutes as RealityCheckInterval | null,
  };
}

/** The loosenings still waiting at `now`, in the order of the fields. */
export function pendingLimits(row: PlayRow, now: Date): PendingLimit[] {
  const r = applyDue(row, now);
  return LIMIT_FIELDS.flatMap((field) => {
    const [, pending, pendingAt] = COLUMNS[field];
    const appliesAt = r[pendingAt] as string | null;
    return appliesAt === null ? [] : [{ field, value: r[pending] as number | null, appliesAt }];
  });
}

/**
 * Applies one asked-for change to a row whose due loosenings are applied: tightening (or asking
 * for the value in force) applies at once and cancels a pending loosening of that limit; a
 * loosening waits 24 hours, replacing a pending one (a new 24 hours) unless it asks for the very
 * value already pending (that one keeps its time).
 */
export function changeLimit(row: PlayRow, field: LimitField, next: Value, now: Date): PlayRow {
  const [column, pending, pendingAt] = COLUMNS[field];
  const current = row[column] as Value;
  if (!isLoosening(current, next))
    return { ...row, [column]: next, [pending]: null, [pendingAt]: null };
  if (row[pendingAt] !== null && row[pending] === next) return row;
  return {
    ...row,
    [pending]: next,
    [pendingAt]: new Date(now.getTime() + LIMIT_LOOSENING_DELAY_MS).toISOString(),
  };
}

/** 00:00 UTC of the day of `now`. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Monday 00:00 UTC of the ISO week of `now`. */
export function weekStart(now: Date): Date {
  const day = dayStart(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY);
}

/** When today's (UTC) loss window starts over. */
export const dayResetsAt = (now: Date): Date => new Date(dayStart(now).getTime() + DAY);
/** When this ISO week's loss window starts over. */
export const weekResetsAt = (now: Date): Date => new Date(weekStart(now).getTime() + 7 * DAY);

/** The cool-off or self-exclusion in force at `now`, or null. */
export function activeRestriction(row: PlayRow, now: Date): Restriction | null {
  const period = row.restriction_period;
  if (period === null || row.restriction_started_at === null) return null;
  const endsAt = row.restriction_ends_at;
  if (endsAt !== null && endsAt <= now.toISOString()) return null;
  return { kind: restrictionKind(period), period, startedAt: row.restriction_started_at, endsAt };
}

/** The play session running at `now` (its last round less than a break ago), or null. */
export function activeSession(
  row: PlayRow,
  now: Date,
): { startedAt: string; lastRoundAt: string; rounds: number } | null {
  const { session_started_at: startedAt, last_round_at: lastRoundAt } = row;
  if (startedAt === null || lastRoundAt === null) return null;
  if (Date.parse(lastRoundAt) + BREAK_MS <= now.getTime()) return null;
  return { startedAt, lastRoundAt, rounds: row.session_rounds };
}

/**
 * When the next reality check of the running session is due: one interval after the session
 * started, or after the check last acknowledged in this session. Null without a session or with
 * the check off.
 */
export function nextRealityCheck(row: PlayRow, now: Date): Date | null {
  const session = activeSession(row, now);
  const interval = effectiveLimits(row, now).realityCheckMinutes;
  if (!session || interval === null) return null;
  const acked = row.reality_check_acked_at;
  const from = acked !== null && acked > session.startedAt ? acked : session.startedAt;
  return new Date(Date.parse(from) + interval * MINUTE);
}
