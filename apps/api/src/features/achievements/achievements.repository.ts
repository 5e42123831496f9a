import type { Db } from '../../db/database';
import { execute } from '../../db/statements';

export interface AchievementRow {
  id: string;
  user_id: string;
  type: string;
  milestone: number;
  title: string;
  description: string;
  icon: string;
  created_at: string;
}

/** Inserts unless the (user, type, milestone) exists; true when inserted. */
export async function insertOnce(trx: Db, row: AchievementRow): Promise<boolean> {
  // One statement on the transaction's connection: rounds try this when they reach a milestone.
  const changes = await execute(
    trx,
    'insert into achievements (id, user_id, type, milestone, title, description, icon, created_at) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (user_id, type, milestone) do nothing',
    row.id,
    row.user_id,
    row.type,
    row.milestone,
    row.title,
    row.description,
    row.icon,
    row.created_at,
  );
  return changes === 1;
}

export async function find(db: Db, userId: string, type: string, milestone: number) {
  return db
    .selectFrom('achievements')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('milestone', '=', milestone)
    .executeTakeFirst();
}

/** The user's most recent achievement of a type, if any. */
export async function newestOfType(db: Db, userId: string, type: string) {
  return db
    .selectFrom('achievements')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('milestone', 'desc')
    .executeTakeFirst();
}

export async function listNewestFirst(db: Db, userId: string) {
  return db
    .selectFrom('achievements')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute();
}

export async function deleteByUser(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('achievements').where('user_id', '=', userId).execute();
}
