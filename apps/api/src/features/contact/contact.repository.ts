import type { Db } from '../../db/database';

export async function insertContactMessage(
  db: Db,
  m: {
    id: string;
    name: string;
    email: string;
    category: string;
    subject: string;
    message: string;
    ip: string;
    userId: string | null;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      id: m.id,
      name: m.name,
      email: m.email,
      category: m.category,
      subject: m.subject,
      message: m.message,
      ip: m.ip,
      user_id: m.userId,
      created_at: m.createdAt,
    })
    .execute();
}

export async function countContactMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteByUser(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('contact_messages').where('user_id', '=', userId).execute();
}
