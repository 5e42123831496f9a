import {
  COMMITMENT_GENESIS,
  commitmentMessage,
  type CommitmentsPage,
  type SeedCommitment,
} from '@coinwave/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { serialize } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';
import * as repo from './commitments.repository';

// The public log of seed commitments: an entry per server seed, appended in the
// transaction that makes the seed active, chained by hashes. Appends are serialised (one chain
// however many instances activate seeds at once); the database refuses anything but an append
// after the head, and any change but adding the revealed seed once.

/** The advisory lock key under which appends to the log run one at a time (PostgreSQL). */
export const COMMITMENTS_LOCK_KEY = 0x5eed_c0de;

/** A new anonymous id for a player's commitments: `anon-` and 16 random hex digits. */
export function newHolder(): string {
  return `anon-${randomBytes(8).toString('hex')}`;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Appends the seed's entry after the chain's head, inside the transaction that makes the seed
 * active (so the entry and the seed commit together). Returns the entry's seq.
 */
export async function appendCommitment(
  trx: Db,
  seed: { seedId: string; serverSeedHash: string; holder: string; activatedAt: string },
): Promise<number> {
  if (!isInTransaction(trx)) throw new Error('appendCommitment must run inside withTransaction');
  await serialize(trx, COMMITMENTS_LOCK_KEY);
  const head = await repo.findHead(trx);
  const fields = {
    seq: (head?.seq ?? 0) + 1,
    prevHash: head?.entry_hash ?? COMMITMENT_GENESIS,
    serverSeedHash: seed.serverSeedHash,
    holder: seed.holder,
    activatedAt: seed.activatedAt,
  };
  await repo.insertCommitment(trx, {
    seq: fields.seq,
    seed_id: seed.seedId,
    server_seed_hash: fields.serverSeedHash,
    holder: fields.holder,
    activated_at: fields.activatedAt,
    prev_hash: fields.prevHash,
    entry_hash: sha256(commitmentMessage(fields)),
    revealed_seed: null,
    revealed_at: null,
  });
  return fields.seq;
}

/** Publishes a rotated-out seed in its entry, inside the rotation's transaction. */
export async function revealInLog(
  trx: Db,
  seedId: string,
  serverSeed: string,
  at: string,
): Promise<void> {
  await repo.revealCommitment(trx, seedId, serverSeed, at);
}

function toEntry(r: repo.CommitmentRow): SeedCommitment {
  return {
    seq: r.seq,
    serverSeedHash: r.server_seed_hash,
    holder: r.holder,
    activatedAt: r.activated_at,
    prevHash: r.prev_hash,
    entryHash: r.entry_hash,
    revealedSeed: r.revealed_seed,
    revealedAt: r.revealed_at,
  };
}

export const COMMITMENTS_PAGE = 20;

/** `GET /api/fairness/commitments`: a page of the log, newest first, and its head. */
export async function listCommitments(
  ctx: AppContext,
  query: { limit?: string; before?: string; seedHash?: string } = {},
): Promise<CommitmentsPage> {
  const head = await repo.findHead(ctx.db);
  const headView = head ? { seq: head.seq, entryHash: head.entry_hash } : null;
  if (query.seedHash !== undefined) {
    const found = await repo.findBySeedHash(ctx.db, query.seedHash);
    return { entries: found ? [toEntry(found)] : [], head: headView, nextBefore: null };
  }
  const limit = query.limit === undefined ? COMMITMENTS_PAGE : Number(query.limit);
  const before = query.before === undefined ? undefined : Number(query.before);
  const rows = await repo.listCommitments(ctx.db, limit, before);
  const last = rows.at(-1);
  return {
    entries: rows.map(toEntry),
    head: headView,
    nextBefore: rows.length === limit && last && last.seq > 1 ? last.seq : null,
  };
}
