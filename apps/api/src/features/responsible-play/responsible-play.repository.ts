import type { Db } from '../../db/database';
import type { RestrictionPeriodColumn } from '../../db/schema';
import { execute, locked, queryOne, writeOne } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';
import { COLUMNS, type PlayRow } from './play-rules';

// All SQL of responsible play: one row per player (`responsible_play`) and the restriction log.
// The round's path runs portable statements on the transaction's connection (db/statements).

const ROW = `daily_loss_limit, weekly_loss_limit, session_minutes, reality_check_minutes,
  pending_daily_loss_limit, pending_daily_loss_limit_at, pending_weekly_loss_limit, pending_weekly_loss_limit_at,
  pending_session_minutes, pending_session_minutes_at, pending_reality_check_minutes, pending_reality_check_minutes_at,
  restriction_period, restriction_started_at, restriction_ends_at,
  session_started_at, last_round_at, prior_round_at, session_rounds, reality_check_acked_at`;

/** The round's write, its text built once (a text built per call is hashed anew at each lookup). */
const RECORD_ROUND_START = `insert into responsible_play (user_id, session_started_at, last_round_at, session_rounds) values (?, ?, ?, 1)
  on conflict (user_id) do update set
    session_started_at = case when responsible_play.last_round_at is null or responsible_play.last_round_at <= ? then excluded.session_started_at else responsible_play.session_started_at end,
    session_rounds = case when responsible_play.last_round_at is null or responsible_play.last_round_at <= ? then 1 else responsible_play.session_rounds + 1 end,
    prior_round_at = responsible_play.last_round_at,
    last_round_at = excluded.last_round_at`;

const FIND_ROW = `select ${ROW} from responsible_play where user_id = ?`;

/**
 * The round's one write: records a round starting at `at` in the player's session (a new
 * session when the last round is at or before `breakCutoff`) and returns the whole row, settings
 * included. `prior_round_at` keeps the round before this one (when play may resume after a refusal).
 * On PostgreSQL the row stays locked until the round's transaction ends.
 */
export async function recordRoundStart(
  trx: Db,
  userId: string,
  at: string,
  breakCutoff: string,
): Promise<PlayRow> {
  const row = await writeOne<PlayRow>(
    trx,
    RECORD_ROUND_START,
    [userId, at, at, breakCutoff, breakCutoff],
    {
      table: 'responsible_play',
      key: 'user_id',
      value: userId,
      columns: ROW,
    },
  );
  if (!row) throw new Error(`recordRoundStart: no row for ${userId}`);
  return row;
}

/** The player's row, or undefined; inside a transaction it is locked for a later write (PostgreSQL). */
export async function findRow(db: Db, userId: string): Promise<PlayRow | undefined> {
  return queryOne<PlayRow>(db, isInTransaction(db) ? locked(db, FIND_ROW) : FIND_ROW, userId);
}

/** Creates the player's row with the defaults if there is none; then it can be locked and updated. */
export async function ensureRow(trx: Db, userId: string): Promise<void> {
  await execute(
    trx,
    'insert into responsible_play (user_id) values (?) on conflict (user_id) do nothing',
    userId,
  );
}

const SETTINGS = Object.values(COLUMNS).flat();

/** Writes the limit and pending columns of `row`. */
export async function saveLimits(trx: Db, userId: string, row: PlayRow): Promise<void> {
  await execute(
    trx,
    `update responsible_play set ${SETTINGS.map((c) => `${c} = ?`).join(', ')} where user_id = ?`,
    ...SETTINGS.map((c) => row[c]),
    userId,
  );
}

/** Records that the reality check due at `dueAt` was acknowledged. */
export async function saveRealityCheckAck(trx: Db, userId: string, dueAt: string): Promise<void> {
  await execute(
    trx,
    'update responsible_play set reality_check_acked_at = ? where user_id = ?',
    dueAt,
    userId,
  );
}

/** Makes `period` the player's restriction (replacing any) and logs it. */
export async function saveRestriction(
  trx: Db,
  userId: string,
  period: RestrictionPeriodColumn,
  startedAt: string,
  endsAt: string | null,
): Promise<void> {
  await execute(
    trx,
    'update responsible_play set restriction_period = ?, restriction_started_at = ?, restriction_ends_at = ? where user_id = ?',
    period,
    startedAt,
    endsAt,
    userId,
  );
  await execute(
    trx,
    'insert into play_restrictions (user_id, period, started_at, ends_at) values (?, ?, ?, ?)',
    userId,
    period,
    startedAt,
    endsAt,
  );
}
