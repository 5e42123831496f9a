import type { DmPrivacy, Privacy, PrivacyBody } from '@coinwave/api-contract';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { blocksBetween } from './blocks.repository';
import * as members from './members.repository';
import { muteRefusal } from './sanctions.service';
import { sanitizeText } from './text-safety';
import { compileFilter, type WordFilter } from './word-filter';

const filters = new WeakMap<readonly string[], WordFilter>();
/** The configured word list, compiled once per configuration. */
function chatFilter(config: Config): WordFilter {
  let filter = filters.get(config.chatFilterWords);
  if (!filter)
    filters.set(config.chatFilterWords, (filter = compileFilter(config.chatFilterWords)));
  return filter;
}

/**
 * Chat and DM text as it is stored: made safe to show (`sanitizeText`: no bidi
 * overrides, invisible characters or zalgo), trimmed, and with the configured words masked. The
 * mask is applied at store time: every reader, history and live frames alike, gets the same text,
 * and changing the list affects new messages only.
 */
export function prepareChatText(config: Config, raw: string): string {
  return chatFilter(config).mask(sanitizeText(raw).trim());
}

/**
 * Whether `senderId` may post now, and to `recipientId` when it is a DM (null: wave chat): a muted
 * player may not (403 naming the end and the reason); a DM is refused (403) when either blocked
 * the other, or when the recipient's privacy setting excludes the sender ('contacts': only people
 * the recipient has written to; 'nobody').
 */
export async function assertMayPost(
  ctx: AppContext,
  senderId: string,
  recipientId: string | null,
): Promise<void> {
  const sender = await members.findMember(ctx.db, senderId);
  if (!sender) throw new DomainError('NOT_FOUND', 'User not found');
  const muted = muteRefusal(sender, ctx.now());
  if (muted) throw new DomainError('FORBIDDEN', muted);
  if (recipientId === null) return;
  const recipient = await members.findMember(ctx.db, recipientId);
  if (!recipient) throw new DomainError('NOT_FOUND', 'Recipient not found');
  const { aBlockedB: senderBlocked, bBlockedA: blockedBy } = await blocksBetween(
    ctx.db,
    senderId,
    recipientId,
  );
  if (senderBlocked)
    throw new DomainError(
      'FORBIDDEN',
      `You blocked ${recipient.username}: unblock them in Settings to send a message`,
    );
  if (blockedBy)
    throw new DomainError(
      'FORBIDDEN',
      `${recipient.username} is not accepting direct messages from you`,
    );
  if (recipient.dm_privacy === 'nobody')
    throw new DomainError(
      'FORBIDDEN',
      `${recipient.username} is not accepting direct messages from anyone`,
    );
  if (
    recipient.dm_privacy === 'contacts' &&
    !(await members.hasWrittenTo(ctx.db, recipientId, senderId))
  )
    throw new DomainError(
      'FORBIDDEN',
      `${recipient.username} accepts direct messages only from people they have written to`,
    );
}

export async function getPrivacy(ctx: AppContext, userId: string): Promise<Privacy> {
  const member = await members.findMember(ctx.db, userId);
  if (!member) throw new DomainError('NOT_FOUND', 'User not found');
  return { dms: member.dm_privacy };
}

/** Sets who may send the user DMs; takes effect for the next message. */
export async function setPrivacy(
  ctx: AppContext,
  userId: string,
  body: PrivacyBody,
): Promise<Privacy> {
  const dms: DmPrivacy = body.dms;
  await members.setDmPrivacy(ctx.db, userId, dms);
  return { dms };
}
