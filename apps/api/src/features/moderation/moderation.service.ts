import type {
  ActionsPage,
  DeleteMessageBody,
  ModerationReport,
  MuteBody,
  MuteResult,
  PageQuery,
  ReportsPage,
  Settled,
} from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/errors';
import { markMessageDeleted, messageRecord, publishMessageDeleted } from '../chat/chat.service';
import { publicUser } from '../users/users.service';
import { actionsPage } from './actions.repository';
import * as reports from './reports.repository';
import { findMember, muteUser, recordAction } from './sanctions.service';

/** Reports or actions per page unless the query asks for another size (at most 100). */
export const MODERATION_PAGE = 20;

function page(query: PageQuery | undefined) {
  return {
    limit: query?.limit ? Number(query.limit) : MODERATION_PAGE,
    before: query?.before ? Number(query.before) : null,
  };
}

function toReport(row: reports.OpenReportRow): ModerationReport {
  const user = (id: string | null, username: string | null, avatar: string | null) =>
    id === null || username === null ? null : publicUser({ id, username, avatar });
  return {
    id: row.id,
    reason: row.reason,
    text: row.text,
    createdAt: row.created_at,
    reporter: publicUser({
      id: row.reporter_id,
      username: row.reporter_username,
      avatar: row.reporter_avatar,
    }),
    message: {
      id: row.message_id,
      content: row.message_content,
      createdAt: row.message_created_at,
      sender: publicUser({
        id: row.sender_id,
        username: row.sender_username,
        avatar: row.sender_avatar,
      }),
      waveId: row.message_wave_id,
      recipient: user(row.recipient_id, row.recipient_username, row.recipient_avatar),
    },
    openReportsOnMessage: Number(row.open_on_message),
  };
}

/** The moderators' queue: open reports, newest first, a page at a time. */
export async function openReports(ctx: AppContext, query?: PageQuery): Promise<ReportsPage> {
  const { limit, before } = page(query);
  const rows = await reports.openReports(ctx.db, before, limit);
  const shown = rows.slice(0, limit);
  return {
    reports: shown.map(toReport),
    nextBefore: rows.length > limit ? (shown.at(-1)?.seq ?? null) : null,
  };
}

async function openReport(ctx: AppContext, reportId: string) {
  const report = await reports.findReport(ctx.db, reportId);
  if (!report) throw new DomainError('NOT_FOUND', 'Report not found');
  return report;
}

/**
 * Dismisses a report: the message is fine. Every open report of the same message is settled with
 * it (a decision is about the message), and the dismissal is recorded.
 */
export async function dismissReport(
  ctx: AppContext,
  moderatorId: string,
  reportId: string,
): Promise<Settled> {
  const report = await openReport(ctx, reportId);
  if (report.status !== 'open')
    throw new DomainError('CONFLICT', 'This report was already dealt with');
  const record = await messageRecord(ctx.db, report.message_id);
  const now = ctx.now();
  const settledReports = await withTransaction(ctx.db, async (trx) => {
    const n = await reports.resolveMessageReports(
      trx,
      report.message_id,
      'dismissed',
      moderatorId,
      now.toISOString(),
    );
    await recordAction(
      trx,
      { moderatorId },
      'dismiss_reports',
      {
        userId: record?.message.sender.id,
        messageId: report.message_id,
        detail: `${n} report${n === 1 ? '' : 's'}`,
      },
      now,
    );
    return n;
  });
  return { settledReports };
}

/**
 * Mutes the reported message's sender for the given minutes with a reason (recorded). The report
 * stays open: the message itself is still to be deleted or the report dismissed.
 */
export async function muteFromReport(
  ctx: AppContext,
  moderatorId: string,
  reportId: string,
  body: MuteBody,
): Promise<MuteResult> {
  const report = await openReport(ctx, reportId);
  const record = await messageRecord(ctx.db, report.message_id);
  if (!record) throw new DomainError('NOT_FOUND', 'Message not found');
  const senderId = record.message.sender.id;
  if (senderId === moderatorId) throw new DomainError('BAD_REQUEST', 'You cannot mute yourself');
  const reason = body.reason.trim();
  if (reason === '') throw new DomainError('BAD_REQUEST', 'Say why the player is muted');
  const { mutedUntil } = await muteUser(
    ctx,
    { moderatorId },
    senderId,
    body.durationMinutes,
    reason,
  );
  const sender = await findMember(ctx, senderId);
  return { user: publicUser(sender), mutedUntil, reason };
}

/**
 * Deletes a message (soft: who and when are kept, and moderators still see it in the log's
 * context), settles its open reports, records the action, and tells every connected client that
 * shows it (the wave's room, or both DM parties) so it disappears at once. Deleting it again
 * changes nothing.
 */
export async function deleteMessage(
  ctx: AppContext,
  moderatorId: string,
  messageId: string,
  body: DeleteMessageBody,
): Promise<Settled> {
  const record = await messageRecord(ctx.db, messageId);
  if (!record) throw new DomainError('NOT_FOUND', 'Message not found');
  const now = ctx.now();
  const reason = body.reason?.trim() || null;
  const result = await withTransaction(ctx.db, async (trx) => {
    if (!(await markMessageDeleted(trx, messageId, moderatorId, now)))
      return { deleted: false, settledReports: 0 };
    const settledReports = await reports.resolveMessageReports(
      trx,
      messageId,
      'actioned',
      moderatorId,
      now.toISOString(),
    );
    await recordAction(
      trx,
      { moderatorId },
      'delete_message',
      { userId: record.message.sender.id, messageId, reason },
      now,
    );
    return { deleted: true, settledReports };
  });
  if (result.deleted) publishMessageDeleted(ctx, record.message);
  return { settledReports: result.settledReports };
}

/** The moderation log, newest first, a page at a time. */
export async function moderationLog(ctx: AppContext, query?: PageQuery): Promise<ActionsPage> {
  const { limit, before } = page(query);
  const rows = await actionsPage(ctx.db, before, limit);
  const shown = rows.slice(0, limit);
  const user = (id: string | null, username: string | null, avatar: string | null) =>
    id === null || username === null ? null : publicUser({ id, username, avatar });
  return {
    actions: shown.map((row) => ({
      id: row.id,
      action: row.action,
      moderator: user(row.moderator_id, row.moderator_username, row.moderator_avatar),
      targetUser: user(row.target_id, row.target_username, row.target_avatar),
      targetMessageId: row.target_message_id,
      reason: row.reason,
      detail: row.detail,
      createdAt: row.created_at,
    })),
    nextBefore: rows.length > limit ? (shown.at(-1)?.seq ?? null) : null,
  };
}
