import {
  SESSION_BREAK_MINUTES,
  type PlayLimitName,
  type Restriction,
} from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { roundNetsSince } from '../ledger/ledger.service';
import {
  activeRestriction,
  activeSession,
  BREAK_MS,
  dayResetsAt,
  dayStart,
  effectiveLimits,
  weekResetsAt,
  weekStart,
  type PlayRow,
} from './play-rules';
import * as repo from './responsible-play.repository';

// The responsible-play checks on the paths that move coins or speak: every new round and every
// stake (rounds/lifecycle.service calls these from drawRound and debitRound, the one chokepoint
// of every game), claims and chat. A player with no limits and no restriction costs one statement per
// round: the upsert that records the round in the session and reads the row back.

const coins = (n: number) => n.toLocaleString('en-US');

function refusal(limit: PlayLimitName, message: string, resetsAt: Date | string | null) {
  const at = resetsAt === null ? null : new Date(resetsAt).toISOString();
  return new DomainError('FORBIDDEN', message, { limit, resetsAt: at });
}

const UNTIL = (r: Restriction) => (r.endsAt === null ? 'permanently' : `until ${r.endsAt}`);

/** What a restriction closes, in the words of each refusal. */
const CLOSED = {
  play: 'No new rounds or bets',
  claim: 'Coin claims are paused',
  chat: 'Chat is read-only for you',
} as const;

/** The refusal of `what` under an active cool-off or self-exclusion (403 naming when it ends). */
export function restrictionRefusal(r: Restriction, what: keyof typeof CLOSED): DomainError {
  const why =
    r.kind === 'cool_off'
      ? `you are on a cool-off ${UNTIL(r)}`
      : `you have excluded yourself from play ${UNTIL(r)}`;
  const after = r.endsAt === null ? '' : ' It cannot be ended early.';
  return refusal(r.kind, `${CLOSED[what]}: ${why}.${after}`, r.endsAt);
}

function refuseIfRestricted(row: PlayRow, now: Date): void {
  const restriction = activeRestriction(row, now);
  if (restriction) throw restrictionRefusal(restriction, 'play');
}

/** Refuses once the session has lasted the player's session limit; play resumes a break after `lastRoundAt`. */
function refuseIfSessionOver(
  row: PlayRow,
  now: Date,
  startedAt: string,
  lastRoundAt: string,
): void {
  const limit = effectiveLimits(row, now).sessionMinutes;
  if (limit === null) return;
  const played = now.getTime() - Date.parse(startedAt);
  if (played < limit * 60_000) return;
  const resumes = new Date(Date.parse(lastRoundAt) + BREAK_MS);
  throw refusal(
    'session',
    `Session time limit reached: you have played for ${Math.floor(played / 60_000)} minutes and your limit is ${limit} minutes. It resets after a ${SESSION_BREAK_MINUTES}-minute break: you can play again at ${resumes.toISOString()}.`,
    resumes,
  );
}

/**
 * A new round is starting (drawRound): records it in the player's play session (a new session
 * after a break of SESSION_BREAK_MINUTES) and refuses it (403) under a cool-off or
 * self-exclusion, or once the session has reached the session limit. Returns the player's row for
 * the round's first stake, in the same transaction.
 */
export async function beginRound(trx: Db, ctx: AppContext, userId: string): Promise<PlayRow> {
  const now = ctx.now();
  const row = await repo.recordRoundStart(
    trx,
    userId,
    now.toISOString(),
    new Date(now.getTime() - BREAK_MS).toISOString(),
  );
  refuseIfRestricted(row, now);
  // A session that just began is 0 minutes old; one that goes on resumes a break after its last round.
  if (row.prior_round_at !== null && row.session_started_at !== null)
    refuseIfSessionOver(row, now, row.session_started_at, row.prior_round_at);
  return row;
}

/**
 * Checks a stake of `amount` (every debit: bets, doubles, splits, blinds, calls, raises) against
 * the player's cool-off or self-exclusion, session limit and loss limits. `started` is the row
 * `beginRound` returned in this transaction (its checks already passed); without it (a stake later
 * in a hand) the row is read, and locked until the transaction ends.
 *
 * Loss limits: the net loss so far in the window (the negated sum of the player's round entries
 * since 00:00 UTC, or since Monday 00:00 UTC) plus this stake may not exceed the limit: a stake
 * that reaches it exactly is allowed.
 * @throws DomainError FORBIDDEN naming the limit and when it resets
 */
export async function checkStake(
  trx: Db,
  ctx: AppContext,
  userId: string,
  amount: number,
  started?: PlayRow,
): Promise<void> {
  const now = ctx.now();
  const row = started ?? (await repo.findRow(trx, userId));
  if (!row) return;
  if (!started) {
    refuseIfRestricted(row, now);
    const session = activeSession(row, now);
    if (session) refuseIfSessionOver(row, now, session.startedAt, session.lastRoundAt);
  }
  const { dailyLossLimit: daily, weeklyLossLimit: weekly } = effectiveLimits(row, now);
  if (daily === null && weekly === null) return;
  const today = dayStart(now).toISOString();
  const nets = await roundNetsSince(
    trx,
    userId,
    weekly !== null ? weekStart(now).toISOString() : today,
    today,
  );
  // Past both limits, the weekly one (which resets last) is the one that keeps the player out.
  if (weekly !== null && -nets.total + amount > weekly) {
    const resets = weekResetsAt(now);
    throw refusal(
      'weekly_loss',
      `Weekly loss limit reached: this bet would take this week's losses past your ${coins(weekly)}-coin limit. It resets at ${resets.toISOString()}.`,
      resets,
    );
  }
  if (daily !== null && -nets.recent + amount > daily) {
    const resets = dayResetsAt(now);
    throw refusal(
      'daily_loss',
      `Daily loss limit reached: this bet would take today's losses past your ${coins(daily)}-coin limit. It resets at ${resets.toISOString()}.`,
      resets,
    );
  }
}

/** The player's cool-off or self-exclusion in force now, or null (one read by key). */
export async function restrictionOf(
  db: Db,
  userId: string,
  now: Date,
): Promise<Restriction | null> {
  const row = await repo.findRow(db, userId);
  return row ? activeRestriction(row, now) : null;
}

/** Refuses a coin claim (403) under a cool-off or self-exclusion. */
export async function assertMayClaim(ctx: AppContext, userId: string): Promise<void> {
  const restriction = await restrictionOf(ctx.db, userId, ctx.now());
  if (restriction) throw restrictionRefusal(restriction, 'claim');
}

/** Refuses a chat message or DM (403) under a cool-off or self-exclusion: chat is read-only. */
export async function assertMayChat(ctx: AppContext, userId: string): Promise<void> {
  const restriction = await restrictionOf(ctx.db, userId, ctx.now());
  if (restriction) throw restrictionRefusal(restriction, 'chat');
}
