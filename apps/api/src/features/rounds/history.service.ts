import type { GameKind, RoundDetail, RoundRecord, RoundsPage } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { roundOutcome } from '../stats/stats.service';
import * as repo from './rounds.repository';

// The rounds played, as the history and the round details show them.

/** A round as the history shows it. */
export function toRecord(row: repo.RoundRecordRow): RoundRecord {
  const finished = row.status === 'finished';
  return {
    id: row.id,
    gameId: row.game_id,
    waveId: row.wave_id,
    waveNumber: row.wave_number,
    game: row.game,
    status: row.status,
    stake: row.stake,
    payout: row.payout,
    net: row.payout - row.stake,
    outcome: finished ? roundOutcome(row.stake, row.payout) : null,
    nonce: row.nonce,
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_seed ?? null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    settledBy: row.settled_by,
    detail: finished && row.detail !== null ? (JSON.parse(row.detail) as RoundDetail) : null,
  };
}

export const DEFAULT_PAGE = 20;

/**
 * `GET /api/rounds`: the user's rounds, newest first; `before` pages by nonce; `game` and `waveId`
 * keep one game's and one wave's rounds.
 */
export async function listRounds(
  ctx: AppContext,
  userId: string,
  query: { limit?: string; before?: string; game?: GameKind; waveId?: string } = {},
): Promise<RoundsPage> {
  const limit = query.limit === undefined ? DEFAULT_PAGE : Number(query.limit);
  const before = query.before === undefined ? undefined : Number(query.before);
  const rows = await repo.listByUser(ctx.db, userId, limit, {
    before,
    game: query.game,
    waveId: query.waveId,
  });
  const last = rows.at(-1);
  return {
    rounds: rows.map(toRecord),
    nextBefore: rows.length === limit && last && last.nonce > 0 ? last.nonce : null,
  };
}

/** A page of the user's rounds, oldest first, after the nonce `after` (-1: from the first). */
export async function roundsAfter(
  db: Db,
  userId: string,
  after: number,
  limit: number,
): Promise<RoundRecord[]> {
  return (await repo.listByUserAscending(db, userId, after, limit)).map(toRecord);
}

export async function getRound(
  ctx: AppContext,
  userId: string,
  roundId: string,
): Promise<RoundRecord> {
  const row = await repo.findRecord(ctx.db, userId, roundId);
  if (!row) throw new DomainError('NOT_FOUND', 'Round not found');
  return toRecord(row);
}

/** How many rounds drew from the server seed `seedId`. */
export function countRoundsOnSeed(db: Db, seedId: string): Promise<number> {
  return repo.countBySeed(db, seedId);
}
