import type { OpenRound, RotateResponse } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { DomainError } from '../../lib/errors';
import { withTransaction } from '../../db/transaction';
import { revealAndCommit } from './fairness.service';

/**
 * What a seed rotation needs from the rounds, wired in buildApp: the rounds draw their seeds from
 * fairness, so fairness reaches them only through this.
 */
export interface SeedRounds {
  /**
   * Runs before a rotation, outside its transaction: the user's idle rounds are settled by rule
   * (every game's, poker's included), so only a round in play can refuse the rotation.
   */
  beforeRotate(userId: string): Promise<void>;
  /** The user's unfinished rounds, oldest first, read in `db` (the rotation's transaction). */
  listOpen(db: Db, userId: string): Promise<OpenRound[]>;
  /** The 409 naming the open rounds that must end before `doing`. */
  openRoundsRefusal(open: readonly OpenRound[], doing: string): DomainError;
  /** How many rounds drew from the server seed `seedId`. */
  countOnSeed(db: Db, seedId: string): Promise<number>;
}

/**
 * `POST /api/fairness/rotate`: reveals the active server seed and commits a new one, after the
 * steps wired to run before a rotation. Refused (409, naming the rounds) while a round of the user
 * is unfinished: its outcome still depends on the secret seed.
 */
export async function rotateSeed(ctx: AppContext, userId: string): Promise<RotateResponse> {
  const rounds = ctx.seedRounds;
  await rounds.beforeRotate(userId);
  return withTransaction(ctx.db, async (trx) => {
    const open = await rounds.listOpen(trx, userId);
    if (open.length > 0)
      throw rounds.openRoundsRefusal(open, 'rotating the seed: the round still depends on it');
    const revealed = await revealAndCommit(trx, ctx, userId, ctx.now());
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        rounds: await rounds.countOnSeed(trx, revealed.seedId),
      },
      fairness: {
        ...revealed.fairness,
        openRounds: [],
        idleRoundMinutes: ctx.config.idleRoundMinutes,
      },
    };
  });
}
