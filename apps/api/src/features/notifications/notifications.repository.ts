import type { Db } from '../../db/database';

export async function insertNotification(
  trx: Db,
  n: { id: string; userId: string; kind: string; title: string; body: string; createdAt: string },
): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      id: n.id,
      user_id: n.userId,
      kind: n.kind,
      title: n.title,
      body: n.body,
      created_at: n.createdAt,
    })
    .execute();
}

export async function latest(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes all but the newest `keep` notifications of the user. */
export async function prune(trx: Db, userId: string, keep: number): Promise<void> {
  const kept = trx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(keep);
  await trx
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('id', 'not in', kept)
    .execute();
}

export async function deleteByUser(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
}
