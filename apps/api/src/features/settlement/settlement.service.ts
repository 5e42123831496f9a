import type { GameKind } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { withTransaction } from '../../db/transaction';
import { settleIdleBlackjack } from '../blackjack/blackjack.service';
import { settleIdlePoker } from '../poker/poker.service';
import { publishRound, type RuleSettlement } from '../rounds/lifecycle.service';
import { listIdleRounds } from '../rounds/open-rounds.service';
import { settleIdleBonus } from '../slots/slots.service';

// Every round ends (DESIGN decision 15): a round left alone for IDLE_ROUND_MINUTES is settled by
// its game's published rule (blackjack stands, the balloon bonus pops the rest in order, poker
// folds), so no stake stays in limbo and a seed can always be revealed. The rule runs before a
// seed rotation, from a periodic sweep and when a wave ends.

/** A sweep settles at most this many rounds (the next sweep takes the rest). */
export const SETTLE_BATCH = 100;

type Rule = (
  trx: Db,
  ctx: AppContext,
  round: { gameId: string; userId: string },
) => Promise<RuleSettlement | null>;

const RULES: Record<GameKind, Rule | null> = {
  blackjack: (trx, ctx, r) => settleIdleBlackjack(trx, ctx, r.gameId),
  slots: (trx, ctx, r) => settleIdleBonus(trx, ctx, r.gameId),
  poker: (trx, ctx, r) => settleIdlePoker(trx, ctx, r.gameId, r.userId),
  // A roulette spin is settled in the call that makes it: never open.
  roulette: null,
};

/**
 * Settles idle rounds (of one user or wave, or everyone's), oldest first, at most `limit`: one
 * transaction per round, which re-reads the round and settles it only if it is still open and
 * idle. Two sweeps at once (two API instances) never settle a round twice: the second finds it
 * finished, and the ledger takes one credit per round. Returns how many this call settled.
 */
export async function settleIdleRounds(
  ctx: AppContext,
  scope: { userId?: string; waveId?: string } = {},
  limit = SETTLE_BATCH,
): Promise<number> {
  let settled = 0;
  let failure: unknown;
  for (const idle of await listIdleRounds(ctx, scope, limit)) {
    const rule = RULES[idle.game];
    if (!rule) continue;
    try {
      const done = await withTransaction(ctx.db, (trx) => rule(trx, ctx, idle));
      if (!done) continue;
      settled += 1;
      await publishRound(ctx, done.round, done.balance, done.settled);
    } catch (error) {
      // Finished meanwhile by the player or another sweep: nothing to do. Anything else is a
      // fault, reported after the rest of the batch had its turn.
      if (!(error instanceof DomainError && error.code === 'CONFLICT')) failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return settled;
}
