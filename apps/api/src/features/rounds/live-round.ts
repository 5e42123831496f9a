import type { GameKind, RoundInfo, RoundStatus } from '@coinwave/api-contract';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { requireOwnGame } from '../games/games.service';
import type { PlayRow } from '../responsible-play/play-rules';

// A round being played, as the game services carry it, and the game it is played in.

/** A game of the user, of the expected kind (404 / 403 / 409 otherwise); in or out of a transaction. */
export async function requireGame(db: Db, gameId: string, userId: string, kind: GameKind) {
  const game = await requireOwnGame(db, gameId, userId);
  if (game.kind !== kind)
    throw new DomainError(
      'CONFLICT',
      `This game is a ${game.kind} table, not ${kind}: open a ${kind} game first`,
    );
  return game;
}
/** The user's own game row as `requireGame` returns it (state JSON text, house chips, wave times). */
export type OwnGame = Awaited<ReturnType<typeof requireGame>>;

/** A round being played, as the game services carry it through a transaction. */
export interface LiveRound {
  id: string;
  userId: string;
  gameId: string;
  waveId: string;
  game: GameKind;
  seedId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Coins debited so far. */
  stake: number;
  /**
   * The game's `last_round_at` as this transaction knows it (read with the game or with the open
   * round): a write of the round moves it only in a later 10-second bucket (`markGame`).
   */
  gamePlayedAt: string | null;
  /**
   * The player's responsible-play row as the round's start read it, in this transaction (its
   * first stake needs no second read). Absent on a round loaded later in its hand.
   */
  play?: PlayRow;
}

/** The wire's RoundInfo of a round. */
export function roundInfo(
  round: Pick<LiveRound, 'id' | 'gameId' | 'game' | 'nonce' | 'clientSeed' | 'serverSeedHash'>,
  status: RoundStatus,
): RoundInfo {
  return {
    id: round.id,
    gameId: round.gameId,
    game: round.game,
    status,
    nonce: round.nonce,
    clientSeed: round.clientSeed,
    serverSeedHash: round.serverSeedHash,
  };
}

/** The refusal of an action sent for another step than the hand's (a retry or a stale screen). */
export function staleStep(sent: number, current: number): DomainError {
  return new DomainError(
    'CONFLICT',
    `This action was for step ${sent} of the hand, but the hand is at step ${current}: it was already played or the hand moved on. Reload the table to see where it stands`,
  );
}
