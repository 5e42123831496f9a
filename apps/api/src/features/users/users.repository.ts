import type { Db } from '../../db/database';
import { queryOne, writeOne } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'coins',
  'last_coin_claim',
  'games_played',
  'games_won',
  'net_winnings',
  'current_streak',
  'best_streak',
  'avatar',
  'created_at',
  'role',
  'dm_privacy',
] as const;

export async function findById(db: Db, id: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export async function coinsOf(db: Db, id: string): Promise<number | undefined> {
  if (isInTransaction(db))
    return (await queryOne<{ coins: number }>(db, 'select coins from users where id = ?', id))
      ?.coins;
  return (await db.selectFrom('users').select('coins').where('id', '=', id).executeTakeFirst())
    ?.coins;
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function findCredentials(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** The user's stored password hash (for a password change). */
export async function passwordHashOf(db: Db, id: string): Promise<string | undefined> {
  return (
    await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst()
  )?.password_hash;
}

export async function exists(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

export async function insertUser(
  trx: Db,
  user: { id: string; username: string; email: string; passwordHash: string; createdAt: string },
): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      created_at: user.createdAt,
    })
    .execute();
}

const FIND_WITH_SOCIAL = `select ${USER_COLUMNS.join(', ')},
    (select count(*) from wave_members where user_id = ?) as waves_surfed,
    (select count(*) from (
      select recipient_id from messages where sender_id = ? and recipient_id is not null
      union
      select sender_id from messages where recipient_id = ?) as contacts) as friends_made
  from users where id = ?`;

/**
 * The user row plus distinct waves joined and distinct direct-message contacts, in one raw
 * statement built once (GET /api/auth/me: no query building on the hot path).
 */
export async function findWithSocial(db: Db, id: string) {
  return queryOne<UserRow & { waves_surfed: number | string; friends_made: number | string }>(
    db,
    FIND_WITH_SOCIAL,
    id,
    id,
    id,
    id,
  );
}

/** Sets last_coin_claim only when the previous claim is at or before `cutoff` (or none): the claim's gate. */
export async function markClaim(
  trx: Db,
  userId: string,
  at: string,
  cutoff: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ last_coin_claim: at })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_coin_claim', 'is', null), eb('last_coin_claim', '<=', cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function lastClaim(db: Db, userId: string): Promise<string | null | undefined> {
  return (
    await db
      .selectFrom('users')
      .select('last_coin_claim')
      .where('id', '=', userId)
      .executeTakeFirst()
  )?.last_coin_claim;
}

/** The stats columns as a round leaves them. */
export interface RoundStatsRow {
  games_played: number;
  games_won: number;
  net_winnings: number;
  current_streak: number;
  best_streak: number;
}

/** A write of `users` columns: a SET list, its parameters in order, the columns to read back. */
export interface UsersWrite {
  set: string;
  params: unknown[];
  columns: string;
}

const ROUND_STATS_SET = `games_played = games_played + 1,
        games_won = games_won + ?,
        total_winnings = total_winnings + ?,
        net_winnings = net_winnings + ?,
        current_streak = case when ? = 1 then current_streak + 1 when ? = 1 then 0 else current_streak end,
        best_streak = case when ? = 1 and current_streak + 1 > best_streak then current_streak + 1 else best_streak end`;
const ROUND_STATS_COLUMNS = 'games_played, games_won, net_winnings, current_streak, best_streak';
const APPLY_ROUND_STATS = `update users set ${ROUND_STATS_SET} where id = ?`;

/**
 * A round's result as a write of the stats columns: the one place of the stats rule. The streak
 * moves by the outcome: +1 on a win, reset by a loss, kept by a push. Shared by `applyRoundStats`
 * and the ledger's one-write settlement of a one-shot round.
 */
export function roundStatsWrite(
  outcome: 'win' | 'loss' | 'push',
  stake: number,
  payout: number,
): UsersWrite {
  const won = outcome === 'win' ? 1 : 0;
  const lost = outcome === 'loss' ? 1 : 0;
  return {
    set: ROUND_STATS_SET,
    params: [won, payout, payout - stake, won, lost, won],
    columns: ROUND_STATS_COLUMNS,
  };
}

/** Applies one round's result to the stats columns in a single statement; returns the new stats. */
export async function applyRoundStats(
  trx: Db,
  userId: string,
  outcome: 'win' | 'loss' | 'push',
  stake: number,
  payout: number,
): Promise<RoundStatsRow> {
  // One statement on the transaction's connection: this runs once per round (recordRoundResult).
  const stats = roundStatsWrite(outcome, stake, payout);
  const row = await writeOne<RoundStatsRow>(trx, APPLY_ROUND_STATS, [...stats.params, userId], {
    table: 'users',
    key: 'id',
    value: userId,
    columns: stats.columns,
  });
  if (!row) throw new Error(`applyRoundStats: no user ${userId}`);
  return row;
}

/** Sets (or clears) the user's avatar; returns the previous file name, if any. In a transaction. */
export async function replaceAvatar(
  trx: Db,
  userId: string,
  avatar: string | null,
): Promise<string | null> {
  const previous = await trx
    .selectFrom('users')
    .select('avatar')
    .where('id', '=', userId)
    .executeTakeFirst();
  await trx.updateTable('users').set({ avatar }).where('id', '=', userId).execute();
  return previous?.avatar ?? null;
}

/** Never a valid stored hash: verification of any password against it fails. */
const DELETED_PASSWORD_HASH = '!deleted';

/**
 * Anonymises a deleted account's row (it stays: its rounds and ledger entries still add up to its
 * coins): a new username, no email, a password hash no password matches, no avatar, no role or
 * mute. Returns the avatar it had.
 */
export async function anonymize(
  trx: Db,
  id: string,
  change: { username: string; deletedAt: string },
): Promise<string | null> {
  const before = await trx
    .selectFrom('users')
    .select('avatar')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!before) return null;
  await trx
    .updateTable('users')
    .set({
      username: change.username,
      email: '',
      password_hash: DELETED_PASSWORD_HASH,
      avatar: null,
      role: 'player',
      dm_privacy: 'everyone',
      muted_until: null,
      mute_reason: null,
      deleted_at: change.deletedAt,
    })
    .where('id', '=', id)
    .execute();
  return before.avatar;
}
