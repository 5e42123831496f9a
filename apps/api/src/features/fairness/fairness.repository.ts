import type { Db } from '../../db/database';
import { locked, queryOne, writeOne } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';

export interface ActiveFairness {
  seedId: string;
  clientSeed: string;
  nextNonce: number;
  serverSeed: string;
  serverSeedHash: string;
  /** The player's anonymous id in the public log of commitments. */
  holder: string | null;
}

/** The user's fairness row with its active seed (the seed text included: server-side only). */
export async function findActive(db: Db, userId: string): Promise<ActiveFairness | undefined> {
  if (isInTransaction(db)) {
    // Locked until the transaction ends: a rotation reads it to replace the active seed, and no
    // round may take a nonce of the seed being revealed meanwhile.
    return queryOne<ActiveFairness>(
      db,
      locked(
        db,
        `select f.active_seed_id as "seedId", f.client_seed as "clientSeed", f.next_nonce as "nextNonce", s.server_seed as "serverSeed", s.server_seed_hash as "serverSeedHash", f.commitment_holder as "holder"
          from user_fairness f join fairness_seeds s on s.id = f.active_seed_id where f.user_id = ?`,
        'f',
      ),
      userId,
    );
  }
  return db
    .selectFrom('user_fairness')
    .innerJoin('fairness_seeds', 'fairness_seeds.id', 'user_fairness.active_seed_id')
    .select([
      'user_fairness.active_seed_id as seedId',
      'user_fairness.client_seed as clientSeed',
      'user_fairness.next_nonce as nextNonce',
      'fairness_seeds.server_seed as serverSeed',
      'fairness_seeds.server_seed_hash as serverSeedHash',
      'user_fairness.commitment_holder as holder',
    ])
    .where('user_fairness.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Commits a new active seed for the user, unless the user has one already (false then): the unique
 * index on the user's unrevealed seed is where concurrent first rounds take turns, with no lock on
 * any other row, so they take their locks in the same order as every other round.
 */
export async function insertSeed(
  trx: Db,
  seed: { id: string; userId: string; serverSeed: string; serverSeedHash: string; at: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('fairness_seeds')
    .values({
      id: seed.id,
      user_id: seed.userId,
      server_seed: seed.serverSeed,
      server_seed_hash: seed.serverSeedHash,
      created_at: seed.at,
      revealed_at: null,
    })
    .onConflict((oc) => oc.column('user_id').where('revealed_at', 'is', null).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertUserFairness(
  trx: Db,
  row: { userId: string; seedId: string; clientSeed: string; holder: string },
): Promise<void> {
  await trx
    .insertInto('user_fairness')
    .values({
      user_id: row.userId,
      active_seed_id: row.seedId,
      client_seed: row.clientSeed,
      commitment_holder: row.holder,
    })
    .execute();
}

/** Gives a player without one (a row from before the log) their anonymous id. */
export async function setHolder(trx: Db, userId: string, holder: string): Promise<void> {
  await trx
    .updateTable('user_fairness')
    .set({ commitment_holder: holder })
    .where('user_id', '=', userId)
    .where('commitment_holder', 'is', null)
    .execute();
}

/** What a round takes from the user's fairness row: the nonce taken, the active seed's id and the client seed. */
export interface TakenNonce {
  nonce: number;
  seedId: string;
  clientSeed: string;
}

/** Takes the next nonce (one write): returns it with the active seed id and client seed, or undefined without a fairness row. */
export async function takeNonce(trx: Db, userId: string): Promise<TakenNonce | undefined> {
  const row = await writeOne<{ next_nonce: number; active_seed_id: string; client_seed: string }>(
    trx,
    'update user_fairness set next_nonce = next_nonce + 1 where user_id = ?',
    [userId],
    {
      table: 'user_fairness',
      key: 'user_id',
      value: userId,
      columns: 'next_nonce, active_seed_id, client_seed',
    },
  );
  return row === undefined
    ? undefined
    : { nonce: row.next_nonce - 1, seedId: row.active_seed_id, clientSeed: row.client_seed };
}

/** A server seed's text and hash by id (server-side only; both never change once committed). */
export async function findSeed(
  trx: Db,
  seedId: string,
): Promise<{ serverSeed: string; serverSeedHash: string } | undefined> {
  return queryOne<{ serverSeed: string; serverSeedHash: string }>(
    trx,
    'select server_seed as "serverSeed", server_seed_hash as "serverSeedHash" from fairness_seeds where id = ?',
    seedId,
  );
}

export async function updateClientSeed(trx: Db, userId: string, clientSeed: string): Promise<void> {
  await trx
    .updateTable('user_fairness')
    .set({ client_seed: clientSeed })
    .where('user_id', '=', userId)
    .execute();
}

export async function markRevealed(trx: Db, seedId: string, at: string): Promise<void> {
  await trx
    .updateTable('fairness_seeds')
    .set({ revealed_at: at })
    .where('id', '=', seedId)
    .where('revealed_at', 'is', null)
    .execute();
}

export async function updateActiveSeed(trx: Db, userId: string, seedId: string): Promise<void> {
  await trx
    .updateTable('user_fairness')
    .set({ active_seed_id: seedId })
    .where('user_id', '=', userId)
    .execute();
}
