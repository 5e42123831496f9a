import type { Db } from '../../db/database';
import { locked, queryOne } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';
import type { MediaKind } from '../../db/schema';

export async function insertMedia(
  db: Db,
  m: {
    id: string;
    userId: string;
    waveId: string;
    type: MediaKind;
    filename: string;
    storedName: string;
    mime: string;
    size: number;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('media')
    .values({
      id: m.id,
      user_id: m.userId,
      wave_id: m.waveId,
      type: m.type,
      filename: m.filename,
      stored_name: m.storedName,
      mime: m.mime,
      size: m.size,
      created_at: m.createdAt,
    })
    .execute();
}

function withUploader(db: Db) {
  return db
    .selectFrom('media')
    .innerJoin('users', 'users.id', 'media.user_id')
    .select([
      'media.id',
      'media.type',
      'media.filename',
      'media.stored_name',
      'media.created_at',
      'media.user_id',
      'users.username',
      'users.avatar',
    ]);
}
export type MediaRow = Awaited<
  ReturnType<ReturnType<typeof withUploader>['executeTakeFirstOrThrow']>
>;

export async function findMedia(db: Db, id: string) {
  return withUploader(db).where('media.id', '=', id).executeTakeFirst();
}

/** A page of the wave's media, newest first, after the cursor (time, then id) when given. */
export async function listByWave(
  db: Db,
  waveId: string,
  limit: number,
  before: { createdAt: string; id: string } | null,
) {
  let query = withUploader(db).where('media.wave_id', '=', waveId);
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('media.created_at', '<', before.createdAt),
        eb.and([eb('media.created_at', '=', before.createdAt), eb('media.id', '<', before.id)]),
      ]),
    );
  return query
    .orderBy('media.created_at', 'desc')
    .orderBy('media.id', 'desc')
    .limit(limit)
    .execute();
}

/** What deleting one item needs: its owner, wave and stored file. */
export async function findForDeletion(db: Db, id: string) {
  return db
    .selectFrom('media')
    .select(['id', 'user_id', 'wave_id', 'filename', 'stored_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Removes one item's row; false when it was gone already (deleted twice at once). */
export async function deleteOne(trx: Db, id: string): Promise<boolean> {
  const rows = await trx.deleteFrom('media').where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What the user keeps stored (bytes) and how many uploads they made after `since`, with the
 * oldest of those. On PostgreSQL the user's row is locked first, so two uploads of one user
 * check and insert one after the other (call inside the upload's transaction).
 */
export async function userUsage(
  db: Db,
  userId: string,
  since: string,
): Promise<{ bytes: number; recent: number; oldestRecent: string | null }> {
  if (isInTransaction(db))
    await queryOne(db, locked(db, 'select id from users where id = ?'), userId);
  const row = await queryOne<{
    bytes: number | null;
    recent: number | null;
    oldest: string | null;
  }>(
    db,
    `select sum(size) as bytes,
       sum(case when created_at > ? then 1 else 0 end) as recent,
       min(case when created_at > ? then created_at end) as oldest
     from media where user_id = ?`,
    since,
    since,
    userId,
  );
  return {
    bytes: Number(row?.bytes ?? 0),
    recent: Number(row?.recent ?? 0),
    oldestRecent: row?.oldest ?? null,
  };
}

/** Every item the user shared, oldest first (bounded by the storage quota and uploads per day). */
export async function listByUser(db: Db, userId: string) {
  return withUploader(db)
    .where('media.user_id', '=', userId)
    .orderBy('media.created_at')
    .orderBy('media.id')
    .execute();
}

/** Removes the user's media rows; returns the stored file names to remove after the commit. */
export async function deleteByUser(trx: Db, userId: string): Promise<string[]> {
  const rows = await trx
    .deleteFrom('media')
    .where('user_id', '=', userId)
    .returning('stored_name')
    .execute();
  return rows.map((r) => r.stored_name);
}
