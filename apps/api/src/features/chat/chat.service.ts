import {
  MESSAGE_MAX_LENGTH,
  type Contact,
  type Message,
  type SendMessageBody,
} from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { assertMayChat } from '../responsible-play/play-guard.service';
import { assertMayPost, prepareChatText } from '../moderation/safety.service';
import { publicUser, userExists } from '../users/users.service';
import { requireWave } from '../waves/waves.service';
import * as repo from './chat.repository';

/** Messages returned by a list call (the latest ones, oldest first). */
export const MESSAGE_PAGE = 200;

function toMessage(row: repo.MessageRow): Message {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.created_at,
    sender: publicUser({
      id: row.sender_id,
      username: row.sender_username,
      avatar: row.sender_avatar,
    }),
    waveId: row.wave_id,
    recipientId: row.recipient_id,
  };
}

/**
 * Stores a wave chat message or a DM (the one path for both POST /api/messages and the socket's
 * `chat`): sent only as oneself, content cleaned and filtered (`prepareChatText`: no bidi
 * overrides, invisible characters or zalgo; listed words masked), trimmed to 1-500 characters and
 * kept as plain text; not while muted, nor as a DM that a block or the recipient's privacy
 * refuses; at most 5 per 10 s per user. After the insert, the wave's room (except those who
 * blocked the sender) or both DM parties hear of it.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: string,
  body: SendMessageBody,
): Promise<Message> {
  await assertMayChat(ctx, senderId); // cool-off / self-exclusion: chat is read-only
  if (body.senderId !== senderId)
    throw new DomainError('FORBIDDEN', 'You can only send messages as yourself');
  const content = prepareChatText(ctx.config, body.content);
  if (content.length === 0) throw new DomainError('BAD_REQUEST', 'Message cannot be empty');
  if ([...content].length > MESSAGE_MAX_LENGTH)
    throw new DomainError(
      'BAD_REQUEST',
      `Messages are limited to ${MESSAGE_MAX_LENGTH} characters`,
    );

  const waveId = 'waveId' in body ? body.waveId : null;
  const recipientId = 'recipientId' in body ? body.recipientId : null;
  if (waveId !== null) await requireWave(ctx.db, waveId);
  if (recipientId !== null) {
    if (recipientId === senderId)
      throw new DomainError('BAD_REQUEST', 'You cannot send a direct message to yourself');
    if (!(await userExists(ctx.db, recipientId)))
      throw new DomainError('NOT_FOUND', 'Recipient not found');
  }
  await assertMayPost(ctx, senderId, recipientId);
  await takeOrRefuse(
    ctx.limiters.chatPerUser,
    senderId,
    (wait) => `You are sending messages too fast: wait ${wait}`,
  );

  const id = newId();
  await repo.insertMessage(ctx.db, {
    id,
    senderId,
    waveId,
    recipientId,
    content,
    createdAt: ctx.now().toISOString(),
  });
  const message = toMessage((await repo.findMessage(ctx.db, id))!);
  const event = { type: 'chat' as const, payload: { waveId, recipientId, messageId: id, message } };
  if (waveId !== null) ctx.realtime.publishToWave(waveId, event, senderId);
  if (recipientId !== null) {
    ctx.realtime.publishToUser(recipientId, event);
    ctx.realtime.publishToUser(senderId, event);
    // Writing back is reading: the sender has seen what the recipient sent before.
    await markConversationRead(ctx, senderId, recipientId);
  }
  return message;
}

/**
 * Marks `otherId`'s messages to the user as read up to the newest one now, and tells the user's
 * other tabs (their unread badge clears too). Kept server-side, so it survives a reload.
 */
export async function markConversationRead(
  ctx: AppContext,
  userId: string,
  otherId: string,
): Promise<void> {
  if (!(await userExists(ctx.db, otherId))) throw new DomainError('NOT_FOUND', 'User not found');
  const newest = await repo.newestFrom(ctx.db, otherId, userId);
  if (newest === undefined) return;
  await repo.markRead(ctx.db, userId, otherId, newest);
  ctx.realtime.publishToUser(userId, { type: 'dm_read', payload: { otherId } });
}

/** The wave's latest messages `viewerId` may see (none deleted, none of those they blocked), oldest first. */
export async function waveMessages(
  ctx: AppContext,
  waveId: string,
  viewerId: string,
): Promise<Message[]> {
  await requireWave(ctx.db, waveId);
  return (await repo.latestWaveMessages(ctx.db, waveId, MESSAGE_PAGE, viewerId))
    .reverse()
    .map(toMessage);
}

/** The latest direct messages between the user and one contact, oldest first. */
export async function conversation(
  ctx: AppContext,
  userId: string,
  otherId: string,
): Promise<Message[]> {
  if (!(await userExists(ctx.db, otherId))) throw new DomainError('NOT_FOUND', 'User not found');
  return (await repo.latestConversation(ctx.db, userId, otherId, MESSAGE_PAGE))
    .reverse()
    .map(toMessage);
}

export async function contacts(ctx: AppContext, userId: string): Promise<Contact[]> {
  return (await repo.contacts(ctx.db, userId)).map((row) => ({
    ...publicUser(row),
    unread: row.unread,
  }));
}

/**
 * A deleted account's messages (sent or received) go, in the caller's transaction; returns the
 * waves and the users whose chat changed (told once the transaction has committed).
 */
export function removeUserMessages(trx: Db, userId: string) {
  return repo.deleteUserMessages(trx, userId);
}

/** A page of the user's messages, sent or received, oldest first (the account export). */
export async function userMessagesPage(
  db: Db,
  userId: string,
  after: Message | undefined,
  limit: number,
): Promise<Message[]> {
  const rows = await repo.userMessagesPage(
    db,
    userId,
    after && { createdAt: after.createdAt, id: after.id },
    limit,
  );
  return rows.map(toMessage);
}

/** A stored message, deleted or not (moderation reads it), with when it was deleted. */
export async function messageRecord(
  db: Db,
  id: string,
): Promise<{ message: Message; deletedAt: string | null } | undefined> {
  const row = await repo.findMessage(db, id);
  return row && { message: toMessage(row), deletedAt: row.deleted_at };
}

/** Soft-deletes a message (in the moderator's transaction); false when it was deleted already. */
export function markMessageDeleted(
  trx: Db,
  id: string,
  moderatorId: string | null,
  at: Date,
): Promise<boolean> {
  return repo.markDeleted(trx, id, moderatorId, at.toISOString());
}

/** Tells every client that shows the message (the wave's room, or both DM parties) it is gone. */
export function publishMessageDeleted(ctx: AppContext, message: Message): void {
  const event = {
    type: 'message_deleted' as const,
    payload: {
      messageId: message.id,
      waveId: message.waveId,
      senderId: message.sender.id,
      recipientId: message.recipientId,
    },
  };
  if (message.waveId !== null) ctx.realtime.publishToWave(message.waveId, event);
  if (message.recipientId !== null) {
    ctx.realtime.publishToUser(message.recipientId, event);
    ctx.realtime.publishToUser(message.sender.id, event);
  }
}
