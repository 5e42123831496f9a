import { sql } from 'kysely';
import type { Db } from '../../db/database';

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
  const result = await trx
    .insertInto('achievements')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'type', 'milestone']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function find(db: Db, userId: string, type: string, milestone: number) {
  return db.selectFrom('achievements').selectAll().where('user_id', '=', userId).where('type', '=', type).where('milestone', '=', milestone).executeTakeFirst();
}

export async function listNewestFirst(db: Db, userId: string) {
  return db.selectFrom('achievements').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy(sql`rowid`, 'desc').execute();
}
