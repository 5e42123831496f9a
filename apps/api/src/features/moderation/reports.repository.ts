import type { Db } from '../../db/database';
import type { ReportsTable, ReportStatusColumn } from '../../db/schema';

export async function insertReport(
  db: Db,
  report: {
    id: string;
    messageId: string;
    reporterId: string;
    reason: ReportsTable['reason'];
    text: string | null;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('reports')
    .values({
      id: report.id,
      message_id: report.messageId,
      reporter_id: report.reporterId,
      reason: report.reason,
      text: report.text,
      created_at: report.createdAt,
    })
    .execute();
}

export async function hasReported(db: Db, messageId: string, reporterId: string) {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('message_id', '=', messageId)
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findReport(db: Db, id: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'message_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Open reports, newest first, `before` a report sequence number (the previous page's last), with
 * their reporter, message, sender and (for a DM) recipient, and how many open reports the message
 * has. One page is `limit` rows; one more is read to tell whether another page follows.
 */
export async function openReports(db: Db, before: number | null, limit: number) {
  let query = db
    .selectFrom('reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .innerJoin('messages as m', 'm.id', 'r.message_id')
    .innerJoin('users as sender', 'sender.id', 'm.sender_id')
    .leftJoin('users as recipient', 'recipient.id', 'm.recipient_id')
    .select((eb) => [
      'r.seq',
      'r.id',
      'r.reason',
      'r.text',
      'r.created_at',
      'reporter.id as reporter_id',
      'reporter.username as reporter_username',
      'reporter.avatar as reporter_avatar',
      'm.id as message_id',
      'm.content as message_content',
      'm.created_at as message_created_at',
      'm.wave_id as message_wave_id',
      'sender.id as sender_id',
      'sender.username as sender_username',
      'sender.avatar as sender_avatar',
      'recipient.id as recipient_id',
      'recipient.username as recipient_username',
      'recipient.avatar as recipient_avatar',
      eb
        .selectFrom('reports as same')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('same.message_id', '=', 'r.message_id')
        .where('same.status', '=', 'open')
        .as('open_on_message'),
    ])
    .where('r.status', '=', 'open')
    .orderBy('r.seq', 'desc')
    .limit(limit + 1);
  if (before !== null) query = query.where('r.seq', '<', before);
  return query.execute();
}
export type OpenReportRow = Awaited<ReturnType<typeof openReports>>[number];

/** Settles every open report of the message; returns how many. */
export async function resolveMessageReports(
  db: Db,
  messageId: string,
  status: Exclude<ReportStatusColumn, 'open'>,
  by: string | null,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ status, resolved_by: by, resolved_at: at })
    .where('message_id', '=', messageId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
