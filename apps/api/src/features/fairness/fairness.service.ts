import {
  hashServerSeed,
  roundRng,
  type HmacSha256Hex,
  type RngState,
  type SeededRng,
} from '@coinwave/game-core';
import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { isInTransaction, withTransaction } from '../../db/transaction';
import { appendCommitment, newHolder, revealInLog } from './commitments.service';
import * as repo from './fairness.repository';

/** Where new seeds come from: crypto randomness in production; tests inject fixed server seeds. */
export interface SeedSource {
  /** A new server seed: 32 random bytes as 64 hex characters. */
  serverSeed: () => string;
  /** A new user's default client seed. */
  clientSeed: () => string;
}

export const RANDOM_SEEDS: SeedSource = {
  serverSeed: () => randomBytes(32).toString('hex'),
  clientSeed: () => randomBytes(12).toString('base64url'),
};

const SERVER_SEED = /^[0-9a-f]{64}$/;

/**
 * Node's native HMAC-SHA256 for the rounds' Rng: the same digest as game-core's own, which the
 * browser's replay uses (fairness.test.ts checks played rounds against it), in a third of the CPU.
 */
const nativeHmac: HmacSha256Hex = (key, message) =>
  createHmac('sha256', key).update(message).digest('hex');

/** The public side of a user's seeds: the hash (never the seed), the client seed and the next nonce. */
export interface FairnessState {
  serverSeedHash: string;
  /** The player's anonymous id in the public log of commitments. */
  holder: string;
  clientSeed: string;
  nonce: number;
}

/** The seeds of one round: its Rng is `roundRng(serverSeed, clientSeed, nonce)` (DESIGN decision 2). */
export interface RoundSeeds {
  seedId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  rng: SeededRng;
}

/**
 * Commits a new server seed for the user and enters its hash in the public log (same
 * transaction); undefined when the user has an unrevealed one already.
 */
async function commitNewSeed(
  trx: Db,
  ctx: AppContext,
  userId: string,
  holder: string,
  at: Date,
): Promise<string | undefined> {
  const serverSeed = ctx.seeds.serverSeed();
  if (!SERVER_SEED.test(serverSeed))
    throw new Error('seed source: a server seed must be 64 lowercase hex characters');
  const id = newId();
  const serverSeedHash = hashServerSeed(serverSeed);
  const committed = await repo.insertSeed(trx, {
    id,
    userId,
    serverSeed,
    serverSeedHash,
    at: at.toISOString(),
  });
  if (!committed) return undefined;
  await appendCommitment(trx, {
    seedId: id,
    serverSeedHash,
    holder,
    activatedAt: at.toISOString(),
  });
  return id;
}

/** The user's fairness row, created on first use (a committed server seed and a random client seed). */
async function ensureActive(
  trx: Db,
  ctx: AppContext,
  userId: string,
): Promise<repo.ActiveFairness> {
  const found = await repo.findActive(trx, userId);
  if (found) return found;
  // First use: several first rounds at once (many games) may all get here. One commits the seed
  // and makes the row; the others wait on that insert and then find the row it made.
  const holder = newHolder();
  const seedId = await commitNewSeed(trx, ctx, userId, holder, ctx.now());
  if (seedId !== undefined)
    await repo.insertUserFairness(trx, {
      userId,
      seedId,
      clientSeed: ctx.seeds.clientSeed(),
      holder,
    });
  return (await repo.findActive(trx, userId))!;
}

function toState(row: repo.ActiveFairness): FairnessState {
  return {
    serverSeedHash: row.serverSeedHash,
    // Every row has one since migration 0011 (and every new row is made with one).
    holder: row.holder ?? '',
    clientSeed: row.clientSeed,
    nonce: row.nextNonce,
  };
}

/** `GET /api/fairness` (creates the user's seeds on first use). */
export async function getFairness(ctx: AppContext, userId: string): Promise<FairnessState> {
  const found = await repo.findActive(ctx.db, userId);
  if (found) return toState(found);
  return toState(await withTransaction(ctx.db, (trx) => ensureActive(trx, ctx, userId)));
}

/**
 * Makes sure the player has an active seed, committed in the public log: opening a game calls it,
 * so a player's first seed is in the log before their first round (the round itself would
 * otherwise commit it in its own transaction).
 */
export async function ensureSeedCommitted(ctx: AppContext, userId: string): Promise<void> {
  await getFairness(ctx, userId);
}

/** Sets the client seed for the next rounds (rounds already begun keep the one they started with). */
export async function setClientSeed(
  ctx: AppContext,
  userId: string,
  clientSeed: string,
): Promise<FairnessState> {
  return withTransaction(ctx.db, async (trx) => {
    await ensureActive(trx, ctx, userId);
    await repo.updateClientSeed(trx, userId, clientSeed);
    return toState((await repo.findActive(trx, userId))!);
  });
}

/**
 * Server seeds by id: a seed's text and hash never change once committed (rotation only marks it
 * revealed and points the user at a new id), so rounds read them once per seed instead of once per
 * round. Bounded: cleared when full (the next round of each user reads its seed again).
 */
const seedCache = new Map<string, { serverSeed: string; serverSeedHash: string }>();
const SEED_CACHE_MAX = 10_000;

async function seedById(
  trx: Db,
  seedId: string,
): Promise<{ serverSeed: string; serverSeedHash: string }> {
  const hit = seedCache.get(seedId);
  if (hit) return hit;
  const found = await repo.findSeed(trx, seedId);
  if (!found) throw new Error(`fairness: no seed ${seedId}`);
  if (seedCache.size >= SEED_CACHE_MAX) seedCache.clear();
  seedCache.set(seedId, found);
  return found;
}

/**
 * Takes the next nonce and returns the round's seeds and Rng, inside the round's transaction (a
 * refused round rolls the nonce back with everything else). The seed is the one the fairness row
 * names in the same statement that takes the nonce.
 */
export async function drawRoundSeeds(
  trx: Db,
  ctx: AppContext,
  userId: string,
): Promise<RoundSeeds> {
  if (!isInTransaction(trx)) throw new Error('drawRoundSeeds must run inside withTransaction');
  let taken = await repo.takeNonce(trx, userId);
  if (taken === undefined) {
    await ensureActive(trx, ctx, userId);
    taken = (await repo.takeNonce(trx, userId))!;
  }
  const { nonce, seedId, clientSeed } = taken;
  const seed = await seedById(trx, seedId);
  return {
    seedId,
    serverSeedHash: seed.serverSeedHash,
    clientSeed,
    nonce,
    rng: roundRng(seed.serverSeed, clientSeed, nonce, nativeHmac),
  };
}

/**
 * What the user's next round will draw, taking nothing: lets costly work (the poker house's
 * decisions) run before the round's transaction, which then checks that `drawRoundSeeds` took the
 * same seed, client seed and nonce. Undefined before the user's first round.
 */
export async function peekRoundSeeds(
  db: Db,
  userId: string,
): Promise<{ seedId: string; clientSeed: string; nonce: number; rngState: RngState } | undefined> {
  const active = await repo.findActive(db, userId);
  if (!active) return undefined;
  const { seedId, clientSeed, nextNonce: nonce } = active;
  return {
    seedId,
    clientSeed,
    nonce,
    rngState: roundRng(active.serverSeed, clientSeed, nonce, nativeHmac).state(),
  };
}

/**
 * Reveals the active server seed and commits a new one, inside the caller's transaction. The
 * caller checks first that no round is open (rotation.service `rotateSeed`).
 */
export async function revealAndCommit(
  trx: Db,
  ctx: AppContext,
  userId: string,
  at: Date,
): Promise<{
  seedId: string;
  serverSeed: string;
  serverSeedHash: string;
  fairness: FairnessState;
}> {
  const old = await ensureActive(trx, ctx, userId);
  let holder = old.holder;
  if (holder === null) {
    holder = newHolder();
    await repo.setHolder(trx, userId, holder);
  }
  await repo.markRevealed(trx, old.seedId, at.toISOString());
  await revealInLog(trx, old.seedId, old.serverSeed, at.toISOString());
  const seedId = await commitNewSeed(trx, ctx, userId, holder, at);
  // The fairness row is locked and its seed was just revealed: no other seed can be unrevealed.
  if (seedId === undefined) throw new Error('fairness: an unrevealed seed besides the active one');
  await repo.updateActiveSeed(trx, userId, seedId);
  return {
    seedId: old.seedId,
    serverSeed: old.serverSeed,
    serverSeedHash: old.serverSeedHash,
    fairness: toState((await repo.findActive(trx, userId))!),
  };
}
