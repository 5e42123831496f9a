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
      'users.username as sender_username',
    ]);
}
export type MessageRow = Awaited<
  ReturnType<ReturnType<typeof withSender>['executeTakeFirstOrThrow']>
>;

export async function findMessage(db: Db, id: string) {
  return withSender(db).where('messages.id', '=', id).executeTakeFirst();
}

/** The latest `limit` messages of a wave, newest first. */
export async function latestWaveMessages(db: Db, waveId: string, limit: number) {
  return withSender(db)
    .where('messages.wave_id', '=', waveId)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest `limit` direct messages between two users, newest first. */
export async function latestConversation(db: Db, a: string, b: string, limit: number) {
  return withSender(db)
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

/** Everyone the user has exchanged a direct message with, most recent conversation first. */
export async function contacts(db: Db, userId: string) {
  const result = await sql<{ id: string; username: string }>`
    select u.id, u.username from (
      select recipient_id as other, max(created_at) as last from messages where sender_id = ${userId} and recipient_id is not null group by recipient_id
      union all
      select sender_id as other, max(created_at) as last from messages where recipient_id = ${userId} group by sender_id
    ) c join users u on u.id = c.other
    group by u.id order by max(c.last) desc, u.id`.execute(db);
  return result.rows;
}
