import type { GameKind, OpenRound } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { toRecord } from './history.service';
import * as repo from './rounds.repository';

// Rounds not finished yet: when the rule settles them (DESIGN decision 15), and the refusals of
// what must wait for them.

/** When a round left alone since `updatedAt` is settled by rule. */
export function settlesAt(ctx: AppContext, updatedAt: string): Date {
  return new Date(Date.parse(updatedAt) + ctx.config.idleRoundMinutes * 60_000);
}

/** The latest `updated_at` a round may have and count as idle now. */
export function idleCutoff(ctx: AppContext): string {
  return new Date(ctx.now().getTime() - ctx.config.idleRoundMinutes * 60_000).toISOString();
}

/** The user's unfinished rounds, oldest first, each with when the rule settles it. */
export async function listOpenRounds(
  ctx: AppContext,
  userId: string,
  db: Db = ctx.db,
): Promise<OpenRound[]> {
  const now = ctx.now().getTime();
  return (await repo.listOpenByUser(db, userId)).map((r) => {
    const settles = settlesAt(ctx, r.updated_at);
    return {
      id: r.id,
      game: r.game,
      gameId: r.game_id,
      waveId: r.wave_id,
      updatedAt: r.updated_at,
      settlesAt: settles.toISOString(),
      idle: settles.getTime() <= now,
    };
  });
}

/** The game of the user's unfinished round of kind `game`, if any (opening that kind resumes it). */
export async function findOpenGameOf(
  db: Db,
  userId: string,
  game: GameKind,
): Promise<string | undefined> {
  return (await repo.findOpenByKind(db, userId, game))?.game_id;
}

/** Unfinished rounds left alone past the idle limit (of one user or wave, or everyone's), oldest first. */
export async function listIdleRounds(
  ctx: AppContext,
  scope: { userId?: string; waveId?: string },
  limit: number,
): Promise<Array<{ id: string; userId: string; game: GameKind; gameId: string }>> {
  return (await repo.listIdle(ctx.db, idleCutoff(ctx), scope, limit)).map((r) => ({
    id: r.id,
    userId: r.user_id,
    game: r.game,
    gameId: r.game_id,
  }));
}

/**
 * The refusal for an action on a game whose round is no longer open: when the rule settled the
 * game's last round, a 409 "This round was settled automatically" carrying that round (its
 * result); otherwise `fallback`.
 */
export async function noOpenRound(
  ctx: AppContext,
  db: Db,
  gameId: string,
  fallback: string,
): Promise<DomainError> {
  const last = await repo.latestOfGame(db, gameId);
  if (last?.settled_by !== 'rule') return new DomainError('CONFLICT', fallback);
  const record = toRecord(last);
  const result =
    record.net > 0
      ? `you won ${record.net} coins`
      : record.net < 0
        ? `you lost ${-record.net} coins`
        : 'your stake came back';
  return new DomainError(
    'CONFLICT',
    `This round was settled automatically after ${ctx.config.idleRoundMinutes} minutes without play: ${result}`,
    { round: record },
  );
}

const OPEN_ROUND_NAMES: Record<GameKind, string> = {
  slots: 'slots balloon bonus',
  blackjack: 'blackjack hand',
  poker: 'poker hand',
  roulette: 'roulette spin',
};

/**
 * The refusal (409, naming them) of what must wait until the user's unfinished rounds are over:
 * `Finish your blackjack hand before <doing> (left alone for 10 minutes, a round is settled by
 * rule)`, carrying the rounds.
 */
export function openRoundsRefusal(
  ctx: AppContext,
  open: readonly OpenRound[],
  doing: string,
): DomainError {
  const names = [...new Set(open.map((r) => OPEN_ROUND_NAMES[r.game]))].join(' and your ');
  return new DomainError(
    'CONFLICT',
    `Finish your ${names} before ${doing} (left alone for ${ctx.config.idleRoundMinutes} minutes, a round is settled by rule)`,
    { openRounds: open },
  );
}
