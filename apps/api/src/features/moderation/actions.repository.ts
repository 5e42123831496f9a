import type { Db } from '../../db/database';
import type { ModerationActionsTable } from '../../db/schema';

/** Appends one action to the log (the table refuses updates and deletes). */
export async function insertAction(
  db: Db,
  action: {
    id: string;
    moderatorId: string | null;
    action: ModerationActionsTable['action'];
    targetUserId: string | null;
    targetMessageId: string | null;
    reason: string | null;
    detail: string | null;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('moderation_actions')
    .values({
      id: action.id,
      moderator_id: action.moderatorId,
      action: action.action,
      target_user_id: action.targetUserId,
      target_message_id: action.targetMessageId,
      reason: action.reason,
      detail: action.detail,
      created_at: action.createdAt,
    })
    .execute();
}

/** The log, newest first, `before` a sequence number; `limit` + 1 rows (is there a next page?). */
export async function actionsPage(db: Db, before: number | null, limit: number) {
  let query = db
    .selectFrom('moderation_actions as a')
    .leftJoin('users as moderator', 'moderator.id', 'a.moderator_id')
    .leftJoin('users as target', 'target.id', 'a.target_user_id')
    .select([
      'a.seq',
      'a.id',
      'a.action',
      'a.target_message_id',
      'a.reason',
      'a.detail',
      'a.created_at',
      'moderator.id as moderator_id',
      'moderator.username as moderator_username',
      'moderator.avatar as moderator_avatar',
      'target.id as target_id',
      'target.username as target_username',
      'target.avatar as target_avatar',
    ])
    .orderBy('a.seq', 'desc')
    .limit(limit + 1);
  if (before !== null) query = query.where('a.seq', '<', before);
  return query.execute();
}
