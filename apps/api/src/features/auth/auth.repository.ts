import type { Db } from '../../db/database';

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The session's user id when the session exists, has not expired and its user is not banned. */
export async function findSessionUser(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.banned_at', 'is', null)
    .executeTakeFirst();
}

/** Of these token hashes, those whose session exists and whose user is not banned. */
export async function liveSessions(db: Db, tokenHashes: readonly string[]): Promise<string[]> {
  if (tokenHashes.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.token_hash')
    .where('sessions.token_hash', 'in', tokenHashes)
    .where('users.banned_at', 'is', null)
    .execute();
  return rows.map((r) => r.token_hash);
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpired(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** Deletes the user's sessions except `keep` (a token hash; null: all); returns those deleted. */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  keep: string | null,
): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== null) query = query.where('token_hash', '<>', keep);
  const rows = await query.returning('token_hash').execute();
  return rows.map((r) => r.token_hash);
}
