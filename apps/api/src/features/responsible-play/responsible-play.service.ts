import {
  LIMIT_FIELDS,
  restrictionEnd,
  restrictionKind,
  type LimitsState,
  type PlaySession,
  type Restriction,
  type RestrictionPeriod,
  type SetLimitsBody,
} from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { withTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/errors';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { roundNetsSince } from '../ledger/ledger.service';
import {
  activeRestriction,
  activeSession,
  applyDue,
  changeLimit,
  dayResetsAt,
  dayStart,
  DEFAULT_ROW,
  effectiveLimits,
  hasDue,
  nextRealityCheck,
  pendingLimits,
  weekResetsAt,
  weekStart,
  type PlayRow,
} from './play-rules';
import * as repo from './responsible-play.repository';

// The player's own responsible-play settings: limits with their 24-hour delay on
// loosening, the play session and its reality check, cool-off and self-exclusion. The checks on
// rounds, claims and chat are in play-guard.service.ts.

/**
 * The player's row with the loosenings that are due applied (and written, in the caller's
 * transaction); the defaults when the player has none.
 */
async function settledRow(trx: Db, userId: string, now: Date): Promise<PlayRow> {
  const row = await repo.findRow(trx, userId);
  if (!row) return DEFAULT_ROW;
  if (!hasDue(row, now)) return row;
  const applied = applyDue(row, now);
  await repo.saveLimits(trx, userId, applied);
  return applied;
}

async function limitsState(db: Db, userId: string, row: PlayRow, now: Date): Promise<LimitsState> {
  const nets = await roundNetsSince(
    db,
    userId,
    weekStart(now).toISOString(),
    dayStart(now).toISOString(),
  );
  return {
    limits: effectiveLimits(row, now),
    pending: pendingLimits(row, now),
    usage: {
      // Negated sums; `|| 0` keeps a zero from being written as -0.
      dailyNetLoss: -nets.recent || 0,
      weeklyNetLoss: -nets.total || 0,
      dayResetsAt: dayResetsAt(now).toISOString(),
      weekResetsAt: weekResetsAt(now).toISOString(),
    },
    restriction: activeRestriction(row, now),
  };
}

/** `GET /api/me/limits`: the limits in force, the loosenings pending, the net losses so far. */
export async function getLimits(ctx: AppContext, userId: string): Promise<LimitsState> {
  const now = ctx.now();
  return withTransaction(ctx.db, async (trx) =>
    limitsState(trx, userId, await settledRow(trx, userId, now), now),
  );
}

/**
 * `PUT /api/me/limits`: changes the limits named in the body (the others stay). Each change
 * follows `changeLimit`: tightening at once, loosening after 24 hours.
 */
export async function setLimits(
  ctx: AppContext,
  userId: string,
  body: SetLimitsBody,
): Promise<LimitsState> {
  await takeOrRefuse(
    ctx.limiters.playSettingsPerUser,
    userId,
    (wait) => `Too many changes: wait ${wait}`,
  );
  const now = ctx.now();
  return withTransaction(ctx.db, async (trx) => {
    await repo.ensureRow(trx, userId);
    let row = await settledRow(trx, userId, now);
    for (const field of LIMIT_FIELDS) {
      const value = body[field];
      if (value !== undefined) row = changeLimit(row, field, value, now);
    }
    await repo.saveLimits(trx, userId, row);
    return limitsState(trx, userId, row, now);
  });
}

async function playSession(db: Db, userId: string, row: PlayRow, now: Date): Promise<PlaySession> {
  const session = activeSession(row, now);
  const net = session ? (await roundNetsSince(db, userId, session.startedAt)).total : 0;
  const next = nextRealityCheck(row, now);
  return {
    session: session ? { ...session, net } : null,
    realityCheck: {
      intervalMinutes: effectiveLimits(row, now).realityCheckMinutes,
      nextAt: next?.toISOString() ?? null,
    },
  };
}

/** `GET /api/me/play-session`: the session running now and the next reality check. */
export async function getPlaySession(ctx: AppContext, userId: string): Promise<PlaySession> {
  const now = ctx.now();
  const row = (await repo.findRow(ctx.db, userId)) ?? DEFAULT_ROW;
  return playSession(ctx.db, userId, row, now);
}

/**
 * `POST /api/me/reality-check`: the player answered the check due at `dueAt` (the `nextAt` the
 * client showed). It must belong to the running session and be due within one interval of the
 * server's time (the browser's clock may run ahead); the next check is one interval after it.
 * Every tab of the player hears of it (`play_session`), so none shows the same check again.
 * @throws DomainError CONFLICT without a running session; UNPROCESSABLE for a time outside it
 */
export async function ackRealityCheck(
  ctx: AppContext,
  userId: string,
  dueAt: string,
): Promise<PlaySession> {
  await takeOrRefuse(
    ctx.limiters.playSettingsPerUser,
    userId,
    (wait) => `Too many changes: wait ${wait}`,
  );
  const now = ctx.now();
  const answer = await withTransaction(ctx.db, async (trx) => {
    const row = (await repo.findRow(trx, userId)) ?? DEFAULT_ROW;
    const session = activeSession(row, now);
    if (!session)
      throw new DomainError(
        'CONFLICT',
        'There is no play session running: the reality check has nothing to count',
      );
    const due = Date.parse(dueAt);
    const interval = effectiveLimits(row, now).realityCheckMinutes ?? 60;
    if (!(due > Date.parse(session.startedAt) && due <= now.getTime() + interval * 60_000))
      throw new DomainError(
        'UNPROCESSABLE',
        'That reality check does not belong to your current play session: reload the page',
      );
    const iso = new Date(due).toISOString();
    const acked = row.reality_check_acked_at;
    const kept = acked !== null && acked > session.startedAt && acked > iso ? acked : iso;
    await repo.saveRealityCheckAck(trx, userId, kept);
    return playSession(trx, userId, { ...row, reality_check_acked_at: kept }, now);
  });
  ctx.realtime.publishToUser(userId, { type: 'play_session', payload: answer });
  return answer;
}

const KIND_NAME = { cool_off: 'cool-off', self_exclusion: 'self-exclusion' } as const;

/**
 * `POST /api/me/cool-off`: starts a cool-off (24h, 7d, 30d) or a self-exclusion (6m,
 * permanent) now. While one runs it cannot be ended or shortened: another is accepted only when
 * it ends later (it replaces the running one); a permanent one is final. Every restriction taken
 * is logged. The caller tells the player's tabs (user_update) after this returns.
 * @throws DomainError CONFLICT when a restriction that ends later (or never) is running
 */
export async function startCoolOff(
  ctx: AppContext,
  userId: string,
  period: RestrictionPeriod,
): Promise<Restriction> {
  await takeOrRefuse(
    ctx.limiters.playSettingsPerUser,
    userId,
    (wait) => `Too many changes: wait ${wait}`,
  );
  const now = ctx.now();
  const end = restrictionEnd(period, now);
  const endsAt = end?.toISOString() ?? null;
  return withTransaction(ctx.db, async (trx) => {
    await repo.ensureRow(trx, userId);
    const row = (await repo.findRow(trx, userId)) ?? DEFAULT_ROW;
    const running = activeRestriction(row, now);
    if (running) {
      const endsLater = running.endsAt !== null && (endsAt === null || endsAt > running.endsAt);
      if (!endsLater)
        throw new DomainError(
          'CONFLICT',
          running.endsAt === null
            ? `You have excluded yourself from play permanently: this cannot be changed.`
            : `Your ${KIND_NAME[running.kind]} runs until ${running.endsAt} and cannot be ended or shortened. Only a longer period, ending after it, can replace it.`,
        );
    }
    const startedAt = now.toISOString();
    await repo.saveRestriction(trx, userId, period, startedAt, endsAt);
    return { kind: restrictionKind(period), period, startedAt, endsAt };
  });
}
