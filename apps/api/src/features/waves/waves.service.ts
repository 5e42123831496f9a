import {
  WAVE_LENGTH_MS,
  LEADERBOARD_MAX,
  type LeaderboardEntry,
  type RankingsPage,
  type PastWave,
  type Wave,
  type WavesPage,
} from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { describeWait, rateLimited } from '../../lib/rate-limiter';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import { award, type Awarded } from '../achievements/achievements.service';
import { pushNotifications } from '../notifications/notifications.service';
import { publicUser, publishUserUpdate } from '../users/users.service';
import { activeSince, keepActiveGames, keptActiveGames } from './active-games';
import * as repo from './waves.repository';

export type { WaveRow } from './waves.repository';

function endOf(wave: repo.WaveRow): number {
  return Date.parse(wave.start_time) + WAVE_LENGTH_MS;
}

function isOver(wave: repo.WaveRow, now: Date): boolean {
  return now.getTime() >= endOf(wave);
}

/** True once a wave has ended: a new wave replaced it, or its 4 hours are up. */
export function hasWaveEnded(
  wave: Pick<repo.WaveRow, 'start_time' | 'ended_at'>,
  now: Date,
): boolean {
  return wave.ended_at !== null || now.getTime() >= Date.parse(wave.start_time) + WAVE_LENGTH_MS;
}

/**
 * When the wave after `previous` starts by itself: at the previous one's 4-hour mark, so waves
 * keep their rhythm whenever the rotation runs. After a long outage (several marks passed) it
 * starts at the latest mark, not one wave per missed mark.
 */
export function nextWaveStart(previous: repo.WaveRow, now: Date): Date {
  const end = endOf(previous);
  const missed = Math.floor((now.getTime() - end) / WAVE_LENGTH_MS);
  return new Date(end + Math.max(0, missed) * WAVE_LENGTH_MS);
}

function newWave(number: number, start: Date, createdBy: string | null): repo.WaveRow {
  return {
    id: newId(),
    number,
    start_time: start.toISOString(),
    created_by: createdBy,
    ended_at: null,
    champion_id: null,
    champion_score: null,
    messages_count: 0,
  };
}

/**
 * Ends `wave` at `at` inside the caller's transaction: its champion is the leaderboard's top
 * player then, if ahead (net winnings above zero), and earns 'Wave Champion' for that wave.
 */
async function endWave(trx: Db, wave: repo.WaveRow, at: Date): Promise<Ended> {
  const [top] = await repo.rankedMembers(trx, wave.id, { offset: 0, limit: 1 });
  const champion = top && top.score > 0 ? top : undefined;
  await repo.markEnded(trx, wave.id, {
    at: at.toISOString(),
    championId: champion?.id ?? null,
    championScore: champion?.score ?? null,
  });
  const awarded = champion ? await award(trx, champion.id, 'wave_champion', wave.number, at) : null;
  return { wave, champion: champion && awarded ? { userId: champion.id, awarded } : null };
}

/** A wave that ended, and its champion's new achievement. */
interface Ended {
  wave: repo.WaveRow;
  champion: { userId: string; awarded: Awarded } | null;
}

/** What a rotation did, for the caller to announce after the commit. */
interface Rotated {
  wave: repo.WaveRow;
  ended: Ended | null;
}

/** After a rotation's commit: every socket hears of the new wave, the champion of the award. */
async function announce(ctx: AppContext, rotated: Rotated): Promise<void> {
  ctx.realtime.publishToAll({ type: 'wave_update', payload: { waveId: rotated.wave.id } });
  if (!rotated.ended) return;
  const { champion, wave } = rotated.ended;
  if (champion) pushNotifications(ctx, champion.userId, [champion.awarded.notification]);
  await ctx.onWaveEnded(wave.id);
}

/** Waves start and end under this cluster-wide lock: one instance rotates, the others wait. */
const WAVES_LOCK = 'waves';
const WAVES_LOCK_TTL_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The current wave, starting the first one, or the next one at the current one's 4-hour mark
 * (the wave clock does it on time; a read does it too if the clock is late). Exactly once however
 * many instances try: one holds the cluster's lock while the others wait for its wave, and wave
 * numbers are unique, so even without the lock a second insert fails and reads the winner's.
 */
export async function ensureCurrentWave(ctx: AppContext): Promise<repo.WaveRow> {
  const latest = await repo.latestWave(ctx.db);
  if (latest && !isOver(latest, ctx.now())) return latest;
  const locked = await ctx.cluster.withLock(WAVES_LOCK, WAVES_LOCK_TTL_MS, () => rotate(ctx));
  if (locked.ran) return locked.value;
  // Another instance is rotating: its wave is a moment away.
  for (let i = 0; i < 40; i += 1) {
    await sleep(50);
    const current = await repo.latestWave(ctx.db);
    if (current && !isOver(current, ctx.now())) return current;
  }
  return rotate(ctx);
}

/** Ends the latest wave at its mark and starts the next (or the first), then announces it. */
async function rotate(ctx: AppContext): Promise<repo.WaveRow> {
  const now = ctx.now();
  let rotated: Rotated;
  try {
    rotated = await withTransaction(ctx.db, async (trx): Promise<Rotated> => {
      const latest = await repo.latestWave(trx);
      if (latest && !isOver(latest, now)) return { wave: latest, ended: null };
      const start = latest ? nextWaveStart(latest, now) : now;
      const wave = newWave((latest?.number ?? 0) + 1, start, null);
      const ended = latest ? await endWave(trx, latest, new Date(endOf(latest))) : null;
      await repo.insertWave(trx, wave);
      return { wave, ended };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another instance started it a moment ago.
    return (await repo.latestWave(ctx.db))!;
  }
  if (rotated.ended || rotated.wave.number === 1) await announce(ctx, rotated);
  return rotated.wave;
}

const WAVE_STARTING = 'A new wave is starting right now: please try again in a moment';

/**
 * Starts a new wave now (ending the current one) for everyone, within two limits (departing
 * from DESIGN decision 9's 10 minutes): the current wave must be NEW_WAVE_MIN_AGE_MINUTES
 * old (default an hour), and one player may start one wave per 4 hours (`newWavesPerUser`,
 * counted only when a wave did start).
 */
export async function createWave(ctx: AppContext, userId: string): Promise<Wave> {
  const limiter = ctx.limiters.newWavesPerUser;
  const wait = await limiter.retryAfter(userId);
  if (wait > 0)
    throw rateLimited(
      wait,
      (w) =>
        `You started a wave not long ago: each player may start one every 4 hours. Try again in ${w}`,
    );
  const locked = await ctx.cluster.withLock(WAVES_LOCK, WAVES_LOCK_TTL_MS, async () => {
    try {
      return await startWaveNow(ctx, userId);
    } catch (error) {
      // Two instances raced past the lock (it expired): the other one's wave stands.
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', WAVE_STARTING);
      throw error;
    }
  });
  if (!locked.ran) throw new DomainError('CONFLICT', WAVE_STARTING);
  await limiter.hit(userId);
  await announce(ctx, locked.value);
  return toWave(ctx, locked.value.wave);
}

/** '1 hour' / '90 minutes': the minimum age of a wave before a new one, in words. */
function describeMinAge(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

async function startWaveNow(ctx: AppContext, userId: string): Promise<Rotated> {
  const now = ctx.now();
  const minAgeMinutes = ctx.config.newWaveMinAgeMinutes;
  return withTransaction(ctx.db, async (trx): Promise<Rotated> => {
    const latest = await repo.latestWave(trx);
    if (latest && !isOver(latest, now)) {
      const wait = Date.parse(latest.start_time) + minAgeMinutes * 60_000 - now.getTime();
      if (wait > 0) {
        throw new DomainError(
          'CONFLICT',
          `A new wave can only start once the current one is ${describeMinAge(minAgeMinutes)} old: try again in ${describeWait(wait)}`,
        );
      }
    }
    const endAt = latest && isOver(latest, now) ? new Date(endOf(latest)) : now;
    const ended = latest ? await endWave(trx, latest, endAt) : null;
    const wave = newWave((latest?.number ?? 0) + 1, now, userId);
    await repo.insertWave(trx, wave);
    return { wave, ended };
  });
}

/**
 * The current wave with its counts: one statement when no rotation is due (this is polled every
 * 5 s), and the active games counted at most once a second (`active-games.ts`).
 */
export async function getCurrentWave(ctx: AppContext): Promise<Wave> {
  const latest = await repo.latestWave(ctx.db);
  if (latest && !isOver(latest, ctx.now()))
    return waveView(ctx, latest, {
      games: await keptActiveGames(ctx, latest.id),
      messages: latest.messages_count,
    });
  return toWave(ctx, await ensureCurrentWave(ctx));
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
  const joined = await withTransaction(ctx.db, (trx) => addMember(trx, wave, userId, ctx.now()));
  if (joined) await announceMember(ctx, wave.id, userId);
  return toWave(ctx, wave);
}

/**
 * After the commit that made the user a member of the wave: the wave's sockets get the new row
 * (coalesced), the user's own tabs their record (one more wave surfed).
 */
export async function announceMember(
  ctx: AppContext,
  waveId: string,
  userId: string,
): Promise<void> {
  ctx.waveFeed.changed(waveId);
  await publishUserUpdate(ctx, userId);
}

/** Makes the user a member of the wave (idempotent); true when newly joined. Use inside a transaction. */
export function addMember(
  trx: Db,
  wave: Pick<repo.WaveRow, 'id' | 'start_time'>,
  userId: string,
  at: Date,
): Promise<boolean> {
  return repo.addMember(trx, wave, userId, at.toISOString());
}

/** The wave, or 404 'Wave not found'. */
export async function requireWave(db: Db, waveId: string): Promise<repo.WaveRow> {
  const wave = await repo.findWave(db, waveId);
  if (!wave) throw new DomainError('NOT_FOUND', 'Wave not found');
  return wave;
}

export async function toWave(ctx: AppContext, wave: repo.WaveRow): Promise<Wave> {
  return waveView(ctx, wave, await freshCounts(ctx, wave.id));
}

/** The wave's counts read now; the wave poll answers with this active games count next. */
async function freshCounts(ctx: AppContext, waveId: string) {
  const at = ctx.now().getTime();
  const counts = await repo.waveCounts(ctx.db, waveId, activeSince(at));
  keepActiveGames(ctx, waveId, counts.games, at);
  return counts;
}

async function waveView(
  ctx: AppContext,
  wave: repo.WaveRow,
  counts: { games: number; messages: number },
): Promise<Wave> {
  const [currentPlayers, playing] = await Promise.all([
    ctx.realtime.onlineCount(wave.id),
    ctx.realtime.playingCounts(wave.id),
  ]);
  return {
    id: wave.id,
    number: wave.number,
    startTime: wave.start_time,
    endTime: new Date(endOf(wave)).toISOString(),
    // 'Surfers': the players connected to the wave now (spec: current players).
    currentPlayers,
    gamesCount: counts.games,
    messagesCount: counts.messages,
    // The tiles' 'N playing' (DESIGN decision 16): real counts, never display numbers.
    playing,
  };
}

function toEntry(r: repo.RankedRow): LeaderboardEntry {
  return { id: r.id, rank: r.rank, score: r.score, user: publicUser(r) };
}

/**
 * The wave's leaderboard, best first: every member ranked by net coins won in the wave's rounds
 * (0 without rounds); ties go to the earlier joiner, then the username, then the id (a total
 * order). The top `LEADERBOARD_MAX` (100); the rankings route pages through everyone.
 */
export async function leaderboard(ctx: AppContext, waveId: string): Promise<LeaderboardEntry[]> {
  await requireWave(ctx.db, waveId);
  return (await repo.rankedMembers(ctx.db, waveId, { offset: 0, limit: LEADERBOARD_MAX })).map(
    toEntry,
  );
}

/** What a coalesced `wave_update` reads (after the commits): counts and the top of the board. */
export async function readWaveFigures(ctx: AppContext, waveId: string) {
  const [counts, rows] = await Promise.all([
    freshCounts(ctx, waveId),
    repo.rankedMembers(ctx.db, waveId, { offset: 0, limit: LEADERBOARD_MAX }),
  ]);
  return {
    gamesCount: counts.games,
    messagesCount: counts.messages,
    leaderboard: rows.map(toEntry),
  };
}

/** Rankings are listed this many at a time by default. */
export const RANKINGS_PAGE = 20;

/**
 * `GET /api/waves/:waveId/rankings`: a page of the wave's rankings (same order as the
 * leaderboard), how many are ranked, and the signed-in player's own row wherever it falls.
 */
export async function rankings(
  ctx: AppContext,
  waveId: string,
  userId: string,
  query: { limit?: string; offset?: string } = {},
): Promise<RankingsPage> {
  await requireWave(ctx.db, waveId);
  const limit = query.limit === undefined ? RANKINGS_PAGE : Number(query.limit);
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  const [rows, total] = await Promise.all([
    repo.rankedMembers(ctx.db, waveId, { offset, limit }, userId),
    repo.countMembers(ctx.db, waveId),
  ]);
  const you = rows.find((r) => r.id === userId);
  return {
    waveId,
    total,
    offset,
    limit,
    entries: rows.filter((r) => r.rank > offset && r.rank <= offset + limit).map(toEntry),
    you: you ? toEntry(you) : null,
  };
}

/** Ended waves are listed this many at a time by default. */
export const WAVES_PAGE = 20;

/** `GET /api/waves`: ended waves with their champions, newest first. */
export async function pastWaves(
  ctx: AppContext,
  query: { limit?: string; before?: string } = {},
): Promise<WavesPage> {
  const limit = query.limit === undefined ? WAVES_PAGE : Number(query.limit);
  const before = query.before === undefined ? undefined : Number(query.before);
  const rows = await repo.listEnded(ctx.db, before, limit);
  const waves: PastWave[] = rows.map((r) => ({
    id: r.id,
    number: r.number,
    startTime: r.start_time,
    endTime: r.ended_at!,
    players: Number(r.players ?? 0),
    champion:
      r.champion_id !== null && r.champion_username !== null
        ? {
            user: publicUser({
              id: r.champion_id,
              username: r.champion_username,
              avatar: r.champion_avatar,
            }),
            score: r.champion_score ?? 0,
          }
        : null,
  }));
  const last = rows.at(-1);
  return {
    waves,
    nextBefore: rows.length === limit && last && last.number > 1 ? last.number : null,
  };
}
