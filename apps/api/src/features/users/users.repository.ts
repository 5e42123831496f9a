import { sql } from 'kysely';
import type { Db } from '../../db/database';

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'coins',
  'last_coin_claim',
  'games_played',
  'games_won',
  'total_winnings',
  'current_streak',
  'best_streak',
  'created_at',
] as const;

export async function findById(db: Db, id: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function findCredentials(db: Db, username: string) {
  return db.selectFrom('users').select(['id', 'username', 'password_hash']).where('username', '=', username).executeTakeFirst();
}

export async function exists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertUser(trx: Db, user: { id: string; username: string; email: string; passwordHash: string; createdAt: string }): Promise<void> {
  await trx.insertInto('users').values({ id: user.id, username: user.username, email: user.email, password_hash: user.passwordHash, created_at: user.createdAt }).execute();
}

/** The user row plus distinct waves joined and distinct direct-message contacts, in one query. */
export async function findWithSocial(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select((eb) => [
      eb.selectFrom('wave_members').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', id).as('waves_surfed'),
      sql<number>`(select count(*) from (
        select recipient_id from messages where sender_id = ${id} and recipient_id is not null
        union
        select sender_id from messages where recipient_id = ${id}))`.as('friends_made'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets last_coin_claim only when the previous claim is at or before `cutoff` (or none): the claim's gate. */
export async function markClaim(trx: Db, userId: string, at: string, cutoff: string): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ last_coin_claim: at })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_coin_claim', 'is', null), eb('last_coin_claim', '<=', cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function lastClaim(db: Db, userId: string): Promise<string | null | undefined> {
  return (await db.selectFrom('users').select('last_coin_claim').where('id', '=', userId).executeTakeFirst())?.last_coin_claim;
}

/** Applies one round's result to the stats columns in a single statement; returns the new stats. */
export async function applyRoundStats(trx: Db, userId: string, outcome: 'win' | 'loss' | 'push', payout: number) {
  const won = outcome === 'win' ? 1 : 0;
  return trx
    .updateTable('users')
    .set((eb) => ({
      games_played: eb('games_played', '+', 1),
      games_won: eb('games_won', '+', won),
      total_winnings: eb('total_winnings', '+', payout),
      current_streak: outcome === 'win' ? eb('current_streak', '+', 1) : outcome === 'loss' ? eb.lit(0) : eb.ref('current_streak'),
      best_streak: outcome === 'win' ? sql<number>`max(best_streak, current_streak + 1)` : eb.ref('best_streak'),
    }))
    .where('id', '=', userId)
    .returning(['games_played', 'games_won', 'total_winnings', 'current_streak', 'best_streak'])
    .executeTakeFirstOrThrow();
}
