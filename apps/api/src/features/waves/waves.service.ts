import type { LeaderboardEntry, Wave } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { describeWait } from '../../lib/rate-limiter';
import { withTransaction } from '../../lib/transaction';
import { waveRoundNets } from '../ledger/ledger.service';
import * as repo from './waves.repository';

export type { WaveRow } from './waves.repository';

/** A wave lasts 4 hours; the next starts at once (spec section 4). */
export const WAVE_LENGTH_MS = 4 * 60 * 60 * 1000;
/** No new wave within 10 minutes of the current one's start (DESIGN decision 9). */
export const NEW_WAVE_COOLDOWN_MS = 10 * 60 * 1000;

function isOver(wave: repo.WaveRow, now: Date): boolean {
  return now.getTime() - Date.parse(wave.start_time) >= WAVE_LENGTH_MS;
}

function nextWave(
  previous: repo.WaveRow | undefined,
  now: Date,
  createdBy: string | null,
): repo.WaveRow {
  return {
    id: newId(),
    number: (previous?.number ?? 0) + 1,
    start_time: now.toISOString(),
    created_by: createdBy,
  };
}

/**
 * The current wave, starting the first one or the next one when 4 hours have passed (lazily, on
 * read; server.ts also calls it on a timer so sockets hear about a rotation). Announces a new
 * wave with `wave_update` to every socket.
 */
export async function ensureCurrentWave(ctx: AppContext): Promise<repo.WaveRow> {
  const now = ctx.now();
  const latest = await repo.latestWave(ctx.db);
  if (latest && !isOver(latest, now)) return latest;
  const { wave, created } = await withTransaction(ctx.db, async (trx) => {
    const again = await repo.latestWave(trx);
    if (again && !isOver(again, now)) return { wave: again, created: false };
    const wave = nextWave(again, now, null);
    await repo.insertWave(trx, wave);
    return { wave, created: true };
  });
  if (created) ctx.realtime.publishToAll({ type: 'wave_update', payload: { waveId: wave.id } });
  return wave;
}

/** Starts a new wave now, unless the current one started less than 10 minutes ago. */
export async function createWave(ctx: AppContext, userId: string): Promise<Wave> {
  const now = ctx.now();
  const wave = await withTransaction(ctx.db, async (trx) => {
    const latest = await repo.latestWave(trx);
    if (latest) {
      const age = now.getTime() - Date.parse(latest.start_time);
      if (age < NEW_WAVE_COOLDOWN_MS) {
        throw new DomainError(
          'CONFLICT',
          `A new wave can only start 10 minutes after the current one began: try again in ${describeWait(NEW_WAVE_COOLDOWN_MS - age)}`,
        );
      }
    }
    const wave = nextWave(latest, now, userId);
    await repo.insertWave(trx, wave);
    return wave;
  });
  ctx.realtime.publishToAll({ type: 'wave_update', payload: { waveId: wave.id } });
  return toWave(ctx.db, wave);
}

/** The current wave with its counts (one query when no rotation is due: this is polled every 5 s). */
export async function getCurrentWave(ctx: AppContext): Promise<Wave> {
  const latest = await repo.latestWaveWithCounts(ctx.db);
  if (latest && !isOver(latest, ctx.now()))
    return waveView(latest, {
      players: Number(latest.players ?? 0),
      games: Number(latest.games ?? 0),
      messages: Number(latest.messages ?? 0),
    });
  return toWave(ctx.db, await ensureCurrentWave(ctx));
}

/** Joins the current wave as the session's user (403 for anyone else). */
export async function joinCurrentWave(
  ctx: AppContext,
  sessionUserId: string,
  userId: string,
): Promise<Wave> {
  if (userId !== sessionUserId)
    throw new DomainError('FORBIDDEN', 'You can only join a wave as yourself');
  const wave = await ensureCurrentWave(ctx);
  const joined = await withTransaction(ctx.db, (trx) => addMember(trx, wave.id, userId, ctx.now()));
  if (joined)
    ctx.realtime.publishToWave(wave.id, { type: 'wave_update', payload: { waveId: wave.id } });
  return toWave(ctx.db, wave);
}

/** Makes the user a member of the wave (idempotent); true when newly joined. Use inside a transaction. */
export function addMember(trx: Db, waveId: string, userId: string, at: Date): Promise<boolean> {
  return repo.addMember(trx, waveId, userId, at.toISOString());
}

/** The wave, or 404 'Wave not found'. */
export async function requireWave(db: Db, waveId: string): Promise<repo.WaveRow> {
  const wave = await repo.findWave(db, waveId);
  if (!wave) throw new DomainError('NOT_FOUND', 'Wave not found');
  return wave;
}

export async function toWave(db: Db, wave: repo.WaveRow): Promise<Wave> {
  return waveView(wave, await repo.waveCounts(db, wave.id));
}

function waveView(
  wave: repo.WaveRow,
  counts: { players: number; games: number; messages: number },
): Wave {
  return {
    id: wave.id,
    number: wave.number,
    startTime: wave.start_time,
    endTime: new Date(Date.parse(wave.start_time) + WAVE_LENGTH_MS).toISOString(),
    currentPlayers: counts.players,
    gamesCount: counts.games,
    messagesCount: counts.messages,
  };
}

/**
 * Every member of the wave ranked by net coins won in the wave's rounds (0 without rounds);
 * ties go to the earlier joiner, then the username, then the id: a total order.
 */
export async function leaderboard(ctx: AppContext, waveId: string): Promise<LeaderboardEntry[]> {
  await requireWave(ctx.db, waveId);
  const [members, nets] = [await repo.members(ctx.db, waveId), await waveRoundNets(ctx.db, waveId)];
  const rows = members.map((m) => ({ ...m, score: nets.get(m.id) ?? 0 }));
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      a.joined_at.localeCompare(b.joined_at) ||
      a.username.toLowerCase().localeCompare(b.username.toLowerCase()) ||
      a.id.localeCompare(b.id),
  );
  return rows.map((r, i) => ({
    id: r.id,
    rank: i + 1,
    score: r.score,
    user: { id: r.id, username: r.username },
  }));
}
