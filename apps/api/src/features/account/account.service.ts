import type { DeleteAccountBody } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import { forgetUserKeys } from '../../lib/idempotency';
import { removeUserAchievements } from '../achievements/achievements.service';
import { confirmPassword, endUserSessions, type SessionUser } from '../auth/auth.service';
import { removeUserBlocks } from '../moderation/blocks.service';
import { removeUserMessages } from '../chat/chat.service';
import { removeUserContactMessages } from '../contact/contact.service';
import { removeStoredFiles, removeUserMedia } from '../media/media.service';
import { removeUserNotifications } from '../notifications/notifications.service';
import { listOpenRounds, openRoundsRefusal } from '../rounds/open-rounds.service';
import { settleIdleRounds } from '../settlement/settlement.service';
import { anonymizeUser } from '../users/users.service';

/**
 * `DELETE /api/me`: the password confirms it. Idle rounds are settled by rule first; a
 * round still in play refuses it (409 naming it), so no stake is left in limbo. Then, in one
 * transaction: the account is anonymised (username freed, email and password gone), its messages
 * (sent and received), media, achievements, notifications, contact-form messages, blocks (both
 * ways) and idempotency keys are removed; its role and mute end. Its rounds, ledger entries and seeds stay, attached to the anonymous row, so
 * every total still adds up. After the commit: every session ends (sockets close everywhere), the
 * stored files go, and the chats that lost messages are told to refresh.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: SessionUser,
  body: DeleteAccountBody,
  ip: string,
): Promise<void> {
  await confirmPassword(ctx, user, body.password, ip);
  await settleIdleRounds(ctx, { userId: user.id });
  const removed = await withTransaction(ctx.db, async (trx) => {
    const open = await listOpenRounds(ctx, user.id, trx);
    if (open.length > 0) throw openRoundsRefusal(ctx, open, 'deleting your account');
    const avatar = await anonymizeUser(trx, user.id, ctx.now());
    const chats = await removeUserMessages(trx, user.id);
    const media = await removeUserMedia(trx, user.id);
    await removeUserAchievements(trx, user.id);
    await removeUserNotifications(trx, user.id);
    await removeUserContactMessages(trx, user.id);
    await removeUserBlocks(trx, user.id);
    await forgetUserKeys(trx, user.id);
    return { files: avatar === null ? media : [avatar, ...media], chats };
  });
  await endUserSessions(ctx, user.id, null);
  await removeStoredFiles(ctx, removed.files);
  for (const waveId of removed.chats.waveIds)
    ctx.realtime.publishToWave(waveId, { type: 'wave_update', payload: { waveId } });
  for (const peerId of removed.chats.peerIds)
    ctx.realtime.publishToUser(peerId, { type: 'dm_read', payload: { otherId: user.id } });
}
