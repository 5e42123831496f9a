import type { GameKind, Game } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { withKeyedTransaction, type KeyedCall } from '../../lib/idempotency';
import { ensureSeedCommitted } from '../fairness/fairness.service';
import { addMember, announceMember, ensureCurrentWave, requireWave } from '../waves/waves.service';
import * as repo from './games.repository';

/** The poker house's starting stack (spec section 9). */
export const HOUSE_STARTING_CHIPS = 10_000;

function toGame(row: {
  id: string;
  kind: GameKind;
  wave_id: string;
  user_id: string;
  created_at: string;
}): Game {
  return {
    id: row.id,
    kind: row.kind,
    waveId: row.wave_id,
    userId: row.user_id,
    createdAt: row.created_at,
  };
}

/** Opens a game in the current wave (joining the wave too, so rounds count for its leaderboard). */
export async function createGame(
  ctx: AppContext,
  userId: string,
  kind: GameKind,
  keyed: KeyedCall | undefined,
): Promise<Game> {
  const wave = await ensureCurrentWave(ctx);
  await ensureSeedCommitted(ctx, userId);
  const now = ctx.now();
  const id = newId();
  const game: Game = { id, kind, waveId: wave.id, userId, createdAt: now.toISOString() };
  let joined = false;
  await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      joined = await addMember(trx, wave, userId, now);
      await repo.insertGame(trx, {
        id,
        waveId: wave.id,
        userId,
        kind,
        houseChips: kind === 'poker' ? HOUSE_STARTING_CHIPS : null,
        at: now.toISOString(),
      });
    },
    () => game,
  );
  // The wave's figures (its games count, a new member's row) reach its sockets in the coalesced
  // frame: they patch what they show rather than read the wave again.
  if (joined) await announceMember(ctx, wave.id, userId);
  else ctx.waveFeed.changed(wave.id);
  return game;
}

/** The player's own game `gameId`, reopened to resume its unfinished round (any wave). */
export async function resumeGame(ctx: AppContext, userId: string, gameId: string): Promise<Game> {
  return { ...toGame(await requireOwnGame(ctx.db, gameId, userId)), resumed: true };
}

export async function listWaveGames(ctx: AppContext, waveId: string): Promise<Game[]> {
  await requireWave(ctx.db, waveId);
  return (await repo.listByWave(ctx.db, waveId)).map(toGame);
}

/**
 * A game of the given user (404 when unknown, 403 when another user's): the entry point
 * of the game-rounds feature. `state` is JSON text; `house_chips` is the poker house's stack.
 */
export async function requireOwnGame(db: Db, gameId: string, userId: string) {
  const game = await repo.findGame(db, gameId);
  if (!game) throw new DomainError('NOT_FOUND', 'Game not found');
  if (game.user_id !== userId)
    throw new DomainError('FORBIDDEN', 'This game belongs to another player');
  return game;
}

/**
 * A round of the game was written at `at`, and its transaction knows the game's `last_round_at` as
 * `known`: the time moves on only when `at` is in a later bucket (`repo.PLAYED_BUCKET_CHARS`), so
 * most rounds write nothing. Returns the time the game has now. Inside the round's transaction.
 */
export async function markGamePlayed(
  trx: Db,
  gameId: string,
  known: string | null,
  at: string,
): Promise<string | null> {
  const bucket = (time: string) => time.slice(0, repo.PLAYED_BUCKET_CHARS);
  if (known !== null && bucket(known) >= bucket(at)) return known;
  await repo.markPlayed(trx, gameId, at);
  return at;
}

/** Saves a game's state (JSON text) and house stack; use inside the round's transaction. */
export function saveGameState(
  trx: Db,
  gameId: string,
  state: unknown,
  houseChips: number | null,
  at: Date,
): Promise<void> {
  return repo.updateGameState(trx, gameId, JSON.stringify(state), houseChips, at.toISOString());
}
