import { ACTIVE_GAME_WINDOW_MS } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import * as repo from './waves.repository';

// A wave's 'Active Games' (its tables with a round in the last 15 minutes), counted at most once
// a second per instance for the wave poll. A table's round time moves once per 10-second bucket
// (migration 0017: not a write of the game's row per round), so a table may leave the count up to
// 10 s early, never late. Every client polls the current wave every 5 s (spec),
// and the count is a range of the index `games_active` as long as the wave has active tables:
// 10,000 of them cost 0.3 to 0.6 ms a count (by machine), which 10,000 polling players would ask
// for 2,000 times a second. The count is the wave's, the same for every player: sharing it serves
// no one's data to another. A count read fresh (a coalesced `wave_update`, a join) replaces the
// kept one, dated when its read began: a read that the clock outran while it ran is as old as
// the moment it counted, and never replaces a count taken after it (unless that one is dated in
// the future: the clock stepped back).

/** How long a kept count answers the poll: well under the poll's 5 s, so no screen sees it. */
export const ACTIVE_GAMES_TTL_MS = 1_000;

/** Waves whose count is kept at once (the current one, and one that just ended). */
const WAVES_KEPT = 4;

interface Kept {
  /** When it was counted (ctx.now(), ms). */
  at: number;
  games: Promise<number>;
}

const keptByApp = new WeakMap<AppContext, Map<string, Kept>>();

function keptOf(ctx: AppContext): Map<string, Kept> {
  let kept = keptByApp.get(ctx);
  if (!kept) {
    kept = new Map();
    keptByApp.set(ctx, kept);
  }
  return kept;
}

/** The first moment a game's last round makes it active at `at` (ms). */
export function activeSince(at: number): string {
  return new Date(at - ACTIVE_GAME_WINDOW_MS).toISOString();
}

function keep(ctx: AppContext, waveId: string, games: Promise<number>, at: number): void {
  const kept = keptOf(ctx);
  // A count taken after this read began stays; one dated after now (the clock stepped back) does not.
  const newer = kept.get(waveId);
  if (newer && newer.at > at && newer.at <= ctx.now().getTime()) return;
  kept.delete(waveId);
  kept.set(waveId, { at, games });
  if (kept.size > WAVES_KEPT) kept.delete(kept.keys().next().value!);
  // A failed count is not kept: the next poll counts again.
  games.catch(() => {
    if (kept.get(waveId)?.games === games) kept.delete(waveId);
  });
}

/**
 * The wave's active games, counted at most once per ACTIVE_GAMES_TTL_MS: polls in between (and
 * polls that arrive while a count is running) share the last count.
 */
export function keptActiveGames(ctx: AppContext, waveId: string): Promise<number> {
  const now = ctx.now().getTime();
  const kept = keptOf(ctx).get(waveId);
  const age = now - (kept?.at ?? 0);
  if (kept && age >= 0 && age < ACTIVE_GAMES_TTL_MS) return kept.games;
  const games = repo.activeGames(ctx.db, waveId, activeSince(now));
  keep(ctx, waveId, games, now);
  return games;
}

/** A count read fresh, its read begun at `at` (ms): the polls after it answer with it. */
export function keepActiveGames(ctx: AppContext, waveId: string, games: number, at: number): void {
  keep(ctx, waveId, Promise.resolve(games), at);
}
