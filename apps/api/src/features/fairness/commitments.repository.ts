import type { Db } from '../../db/database';
import type { SeedCommitmentsTable } from '../../db/schema';
import { execute, queryOne } from '../../db/statements';

export type CommitmentRow = SeedCommitmentsTable;

/** The newest entry (the chain's head), or undefined while the log is empty. */
export async function findHead(db: Db): Promise<{ seq: number; entry_hash: string } | undefined> {
  const row = await queryOne<{ seq: number | string; entry_hash: string }>(
    db,
    'select seq, entry_hash from seed_commitments order by seq desc limit 1',
  );
  // PostgreSQL returns a bigint as text.
  return row && { seq: Number(row.seq), entry_hash: row.entry_hash };
}

/** Appends an entry (the triggers refuse it unless it follows the head and names its hash). */
export async function insertCommitment(trx: Db, row: CommitmentRow): Promise<void> {
  await execute(
    trx,
    `insert into seed_commitments (seq, seed_id, server_seed_hash, holder, activated_at, prev_hash, entry_hash, revealed_seed, revealed_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    row.seq,
    row.seed_id,
    row.server_seed_hash,
    row.holder,
    row.activated_at,
    row.prev_hash,
    row.entry_hash,
    row.revealed_seed,
    row.revealed_at,
  );
}

/** Adds the revealed seed to the seed's entry (once: the trigger refuses a second time). */
export async function revealCommitment(
  trx: Db,
  seedId: string,
  serverSeed: string,
  at: string,
): Promise<void> {
  await execute(
    trx,
    'update seed_commitments set revealed_seed = ?, revealed_at = ? where seed_id = ? and revealed_seed is null',
    serverSeed,
    at,
    seedId,
  );
}

function toRow(r: CommitmentRow): CommitmentRow {
  return { ...r, seq: Number(r.seq) };
}

/** Entries newest first, below `before` when given. */
export async function listCommitments(
  db: Db,
  limit: number,
  before: number | undefined,
): Promise<CommitmentRow[]> {
  let query = db.selectFrom('seed_commitments').selectAll();
  if (before !== undefined) query = query.where('seq', '<', before);
  return (await query.orderBy('seq', 'desc').limit(limit).execute()).map(toRow);
}

/** The entry of a server-seed hash, if any. */
export async function findBySeedHash(db: Db, hash: string): Promise<CommitmentRow | undefined> {
  const row = await db
    .selectFrom('seed_commitments')
    .selectAll()
    .where('server_seed_hash', '=', hash)
    .executeTakeFirst();
  return row && toRow(row);
}
