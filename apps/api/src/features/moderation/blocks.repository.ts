import type { Db } from '../../db/database';

/** Records the block; a repeat keeps the first (and its time). */
export async function insertBlock(db: Db, blockerId: string, blockedId: string, at: string) {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function findBlock(db: Db, blockerId: string, blockedId: string) {
  return db
    .selectFrom('blocks')
    .select('created_at')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

export async function countBlocks(db: Db, blockerId: string): Promise<number> {
  const row = await db
    .selectFrom('blocks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('blocker_id', '=', blockerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The users `blockerId` blocked, newest first, with what others see of them. */
export async function listBlocks(db: Db, blockerId: string, limit: number) {
  return db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['users.id', 'users.username', 'users.avatar', 'blocks.created_at'])
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export async function blockedIds(db: Db, blockerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_id')
    .where('blocker_id', '=', blockerId)
    .limit(limit)
    .execute();
  return rows.map((r) => r.blocked_id);
}

/** Who blocked `blockedId` (at most `limit`; index blocks_blocked). */
export async function blockerIds(db: Db, blockedId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocked_id', '=', blockedId)
    .limit(limit)
    .execute();
  return rows.map((r) => r.blocker_id);
}

/** Of `others`, those with a block either way with `userId`. */
export async function blockedEitherWay(
  db: Db,
  userId: string,
  others: readonly string[],
): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', userId), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.blocker_id === userId ? r.blocked_id : r.blocker_id)));
}

/** Which of the two blocked the other (both may have). */
export async function blocksBetween(db: Db, a: string, b: string) {
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .execute();
  return {
    aBlockedB: rows.some((r) => r.blocker_id === a),
    bBlockedA: rows.some((r) => r.blocker_id === b),
  };
}

/** Every block the user made or received (a deleted account). */
export async function deleteAllOf(trx: Db, userId: string): Promise<void> {
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}
