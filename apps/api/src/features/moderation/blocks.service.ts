import { BLOCKS_MAX, type BlockedUser } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locked, queryOne } from '../../db/statements';
import { withTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/errors';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { publicUser } from '../users/users.service';
import * as repo from './blocks.repository';
import { findMember } from './members.repository';

/**
 * Blocks `blockedId` for `blockerId`: from then on no DMs either way, and the blocked
 * user's wave chat is hidden from the blocker, in history and live, on every instance; neither
 * watches the other's live stream. Blocking
 * oneself or an unknown user is refused; blocking again changes nothing (the first time stays);
 * at most BLOCKS_MAX blocks per user (409), and block changes are rate-limited.
 */
export async function blockUser(
  ctx: AppContext,
  blockerId: string,
  blockedId: string,
): Promise<BlockedUser> {
  if (blockedId === blockerId) throw new DomainError('BAD_REQUEST', 'You cannot block yourself');
  const target = await findMember(ctx.db, blockedId);
  if (!target) throw new DomainError('NOT_FOUND', 'User not found');
  const existing = await repo.findBlock(ctx.db, blockerId, blockedId);
  if (existing) return { user: publicUser(target), blockedAt: existing.created_at };
  await takeOrRefuse(
    ctx.limiters.blockChangesPerUser,
    blockerId,
    (wait) => `You are blocking and unblocking too fast: wait ${wait}`,
  );
  const at = ctx.now().toISOString();
  await withTransaction(ctx.db, async (trx) => {
    await lockBlocker(trx, blockerId);
    if ((await repo.countBlocks(trx, blockerId)) >= BLOCKS_MAX)
      throw new DomainError(
        'CONFLICT',
        `You have blocked ${BLOCKS_MAX.toLocaleString('en-US')} players, the most allowed: unblock someone first`,
      );
    await repo.insertBlock(trx, blockerId, blockedId, at);
  });
  ctx.realtime.blockChanged(blockerId, blockedId, true);
  await ctx.onBlockChanged(blockerId, blockedId, true);
  const stored = await repo.findBlock(ctx.db, blockerId, blockedId);
  return { user: publicUser(target), blockedAt: stored?.created_at ?? at };
}

/** Two blocks by one user at once on PostgreSQL both count the same rows: the user's row serializes them. */
async function lockBlocker(trx: Db, blockerId: string): Promise<void> {
  await queryOne(trx, locked(trx, 'select id from users where id = ?'), blockerId);
}

/** Lifts a block (none to lift is fine: unblocking is idempotent). */
export async function unblockUser(
  ctx: AppContext,
  blockerId: string,
  blockedId: string,
): Promise<void> {
  if (!(await repo.findBlock(ctx.db, blockerId, blockedId))) return;
  await takeOrRefuse(
    ctx.limiters.blockChangesPerUser,
    blockerId,
    (wait) => `You are blocking and unblocking too fast: wait ${wait}`,
  );
  await repo.deleteBlock(ctx.db, blockerId, blockedId);
  ctx.realtime.blockChanged(blockerId, blockedId, false);
  await ctx.onBlockChanged(blockerId, blockedId, false);
}

/** The users the user blocked, newest first (all of them: there are at most BLOCKS_MAX). */
export async function listBlocks(ctx: AppContext, blockerId: string): Promise<BlockedUser[]> {
  const rows = await repo.listBlocks(ctx.db, blockerId, BLOCKS_MAX);
  return rows.map((row) => ({ user: publicUser(row), blockedAt: row.created_at }));
}

/** The ids the user blocked (the realtime hub keeps them for the user's sockets). */
export function blockedIds(db: Db, blockerId: string): Promise<string[]> {
  return repo.blockedIds(db, blockerId, BLOCKS_MAX);
}

/**
 * Who blocked the user (the realtime hub keeps them for the user's sockets, so a live stream's
 * frames skip both sides of a block). Bounded: past BLOCKERS_LOADED a streamer who blocked the
 * user might still show in their list, but joining is refused anyway (`blockedEitherWay`).
 */
export function blockerIds(db: Db, blockedId: string): Promise<string[]> {
  return repo.blockerIds(db, blockedId, BLOCKERS_LOADED);
}

/** The most blockers loaded per connected user. */
export const BLOCKERS_LOADED = 10_000;

/** Of `others`, those with a block either way with `userId` (at most a page of ids at a time). */
export function blockedEitherWay(
  db: Db,
  userId: string,
  others: readonly string[],
): Promise<Set<string>> {
  return repo.blockedEitherWay(db, userId, others);
}

/** A deleted account's blocks go, both those it made and those made of it. */
export function removeUserBlocks(trx: Db, userId: string): Promise<void> {
  return repo.deleteAllOf(trx, userId);
}
