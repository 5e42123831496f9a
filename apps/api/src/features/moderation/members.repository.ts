import type { Db } from '../../db/database';
import type { DmPrivacyColumn, RoleColumn } from '../../db/schema';

// The moderation columns of users (0009_moderation): role, DM privacy, mute and ban. They belong
// to this feature; the users feature owns the rest of the row.

const MEMBER_COLUMNS = [
  'id',
  'username',
  'avatar',
  'role',
  'dm_privacy',
  'muted_until',
  'mute_reason',
  'banned_at',
  'ban_reason',
] as const;

export async function findMember(db: Db, id: string) {
  return db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** By username, ignoring case (the column's collation / citext). */
export async function findMemberByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function setRole(db: Db, id: string, role: RoleColumn): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}

export async function setDmPrivacy(db: Db, id: string, value: DmPrivacyColumn): Promise<void> {
  await db.updateTable('users').set({ dm_privacy: value }).where('id', '=', id).execute();
}

export async function setMute(
  db: Db,
  id: string,
  until: string | null,
  reason: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ muted_until: until, mute_reason: reason })
    .where('id', '=', id)
    .execute();
}

export async function setBan(
  db: Db,
  id: string,
  at: string | null,
  reason: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ banned_at: at, ban_reason: reason })
    .where('id', '=', id)
    .execute();
}

/** True when `from` ever sent `to` a direct message: `to` is then one of `from`'s contacts. */
export async function hasWrittenTo(db: Db, from: string, to: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('sender_id', '=', from)
    .where('recipient_id', '=', to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
