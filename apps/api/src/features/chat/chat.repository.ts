import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function insertMessage(
  trx: Db,
  m: {
    id: string;
    senderId: string;
    waveId: string | null;
    recipientId: string | null;
    content: string;
    createdAt: string;
  },
): Promise<void> {
  await trx
    .insertInto('messages')
    .values({
      id: m.id,
      sender_id: m.senderId,
      wave_id: m.waveId,
      recipient_id: m.recipientId,
      content: m.content,
      created_at: m.createdAt,
    })
    .execute();
}

function withSender(db: Db) {
  return db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .select([
      'messages.id',
      'messages.content',
      'messages.created_at',
      'messages.wave_id',
      'messages.recipient_id',
      'messages.sender_id',
      'messages.deleted_at',
      'users.username as sender_username',
      'users.avatar as sender_avatar',
    ]);
}
export type MessageRow = Awaited<
  ReturnType<ReturnType<typeof withSender>['executeTakeFirstOrThrow']>
>;

export async function findMessage(db: Db, id: string) {
  return withSender(db).where('messages.id', '=', id).executeTakeFirst();
}

/**
 * The latest `limit` messages of a wave that `viewerId` may see, newest first: not deleted, and
 * not from someone the viewer blocked.
 */
export async function latestWaveMessages(db: Db, waveId: string, limit: number, viewerId: string) {
  return withSender(db)
    .where('messages.wave_id', '=', waveId)
    .where('messages.deleted_at', 'is', null)
    .where('messages.sender_id', 'not in', (eb) =>
      eb.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', viewerId),
    )
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest `limit` direct messages between two users that are not deleted, newest first. */
export async function latestConversation(db: Db, a: string, b: string, limit: number) {
  return withSender(db)
    .where('messages.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('messages.sender_id', '=', a), eb('messages.recipient_id', '=', b)]),
        eb.and([eb('messages.sender_id', '=', b), eb('messages.recipient_id', '=', a)]),
      ]),
    )
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Everyone the user has exchanged a direct message with, most recent conversation first, with the
 * count of their messages newer than the user's read marker for them.
 */
export async function contacts(db: Db, userId: string) {
  const result = await sql<{ id: string; username: string; avatar: string | null; unread: number }>`
    select u.id, u.username, u.avatar, (
      select count(*) from messages m
      where m.sender_id = u.id and m.recipient_id = ${userId} and m.deleted_at is null
        and m.created_at > coalesce((select r.read_at from dm_reads r where r.user_id = ${userId} and r.peer_id = u.id), '')
    ) as unread
    from (
      select recipient_id as other, max(created_at) as last from messages where sender_id = ${userId} and recipient_id is not null group by recipient_id
      union all
      select sender_id as other, max(created_at) as last from messages where recipient_id = ${userId} group by sender_id
    ) c join users u on u.id = c.other
    group by u.id, u.username, u.avatar order by max(c.last) desc, u.id`.execute(db);
  return result.rows.map((r) => ({ ...r, unread: Number(r.unread) }));
}

/** The newest message `from` sent `to`, if any (what a read marker moves up to). */
export async function newestFrom(db: Db, from: string, to: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('sender_id', '=', from)
    .where('recipient_id', '=', to)
    .executeTakeFirst();
  return row?.last ?? undefined;
}

/** Moves the user's read marker for `peerId` forward to `readAt` (never back). */
export async function markRead(db: Db, userId: string, peerId: string, readAt: string) {
  await db
    .insertInto('dm_reads')
    .values({ user_id: userId, peer_id: peerId, read_at: readAt })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'peer_id'])
        .doUpdateSet({ read_at: readAt })
        .where('dm_reads.read_at', '<', readAt),
    )
    .execute();
}

/**
 * Removes every message the user sent or received and both sides' read markers with them; returns
 * the waves whose chat lost messages and the users whose conversations did.
 */
export async function deleteUserMessages(
  trx: Db,
  userId: string,
): Promise<{ waveIds: string[]; peerIds: string[] }> {
  const touched = await trx
    .selectFrom('messages')
    .select(['wave_id', 'sender_id', 'recipient_id'])
    .distinct()
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('dm_reads')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('peer_id', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('messages')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .execute();
  const waveIds = new Set<string>();
  const peerIds = new Set<string>();
  for (const row of touched) {
    if (row.wave_id !== null) waveIds.add(row.wave_id);
    const peer = row.sender_id === userId ? row.recipient_id : row.sender_id;
    if (peer !== null && peer !== userId) peerIds.add(peer);
  }
  return { waveIds: [...waveIds], peerIds: [...peerIds] };
}

/**
 * The user's messages, sent or received and not deleted by a moderator, oldest first, after the
 * `after` message (a page).
 */
export async function userMessagesPage(
  db: Db,
  userId: string,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  let query = withSender(db)
    .where('messages.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('messages.sender_id', '=', userId), eb('messages.recipient_id', '=', userId)]),
    );
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('messages.created_at', '>', after.createdAt),
        eb.and([eb('messages.created_at', '=', after.createdAt), eb('messages.id', '>', after.id)]),
      ]),
    );
  return query.orderBy('messages.created_at').orderBy('messages.id').limit(limit).execute();
}

/** Soft-deletes the message (who and when are kept); false when it was deleted already. */
export async function markDeleted(db: Db, id: string, by: string | null, at: string) {
  const result = await db
    .updateTable('messages')
    .set({ deleted_at: at, deleted_by: by })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
