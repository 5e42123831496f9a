import type { ReportBody, ReportReceipt } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/transaction';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { messageRecord } from '../chat/chat.service';
import * as repo from './reports.repository';
import { sanitizeText } from './text-safety';

const ALREADY_REPORTED = 'You have already reported this message: the moderators have it';

/**
 * Reports a message to the moderators: only one the reporter can see (a wave message,
 * or a DM they sent or received; anything else is "not found", so DMs between others stay
 * unseen), never one's own, once per reporter per message (409). The optional text is cleaned
 * like chat (no bidi overrides or invisible characters) and kept empty as none. Rate-limited.
 */
export async function reportMessage(
  ctx: AppContext,
  reporterId: string,
  messageId: string,
  body: ReportBody,
): Promise<ReportReceipt> {
  const record = await messageRecord(ctx.db, messageId);
  const message = record?.message;
  const visible =
    message !== undefined &&
    record?.deletedAt === null &&
    (message.waveId !== null ||
      message.sender.id === reporterId ||
      message.recipientId === reporterId);
  if (!visible) throw new DomainError('NOT_FOUND', 'Message not found');
  if (message.sender.id === reporterId)
    throw new DomainError('BAD_REQUEST', 'You cannot report your own message');
  const text = sanitizeText(body.text ?? '').trim();
  // Checked before the rate limit, so a repeat costs no report of the budget.
  if (await repo.hasReported(ctx.db, messageId, reporterId))
    throw new DomainError('CONFLICT', ALREADY_REPORTED);
  await takeOrRefuse(
    ctx.limiters.reportsPerUser,
    reporterId,
    (wait) => `You are sending reports too fast: wait ${wait}`,
  );
  const id = newId();
  const createdAt = ctx.now().toISOString();
  try {
    await repo.insertReport(ctx.db, {
      id,
      messageId,
      reporterId,
      reason: body.reason,
      text: text === '' ? null : text,
      createdAt,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', ALREADY_REPORTED);
    throw error;
  }
  return { id, createdAt };
}
