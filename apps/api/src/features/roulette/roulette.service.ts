import type { RouletteReply } from '@coinwave/api-contract';
import {
  resolveBets,
  rouletteDetail,
  spinPocket,
  validateBets,
  type BetError,
} from '@coinwave/roulette-engine';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { withKeyedTransaction, type KeyedCall } from '../../lib/idempotency';
import { drawRound, playOneShotRound, publishRound } from '../rounds/lifecycle.service';
import { requireGame, roundInfo } from '../rounds/live-round';

const BET_ERRORS: Record<BetError, string> = {
  BETS_NOT_A_LIST: 'Send the bets as a list',
  NO_BETS: 'Place at least one bet before spinning',
  TOO_MANY_BETS: 'Too many bets in one spin',
  INVALID_BET: 'A bet is malformed',
  UNKNOWN_BET_TYPE: 'Unknown bet type',
  IMPOSSIBLE_BET: 'That bet is not a spot on the table',
  INVALID_AMOUNT: 'Bet amounts are sums of chips: multiples of 25 coins',
  INVALID_CHIP: 'Chips are 25, 50, 100 or 250 coins',
  INSUFFICIENT_FUNDS: 'Not enough coins',
};

/**
 * `POST .../roulette/spin`: validates the bets strictly (repeated spots merged), debits the total
 * stake, spins one pocket with the round's Rng and credits the winnings, in one transaction.
 */
export async function spinRoulette(
  ctx: AppContext,
  userId: string,
  gameId: string,
  input: unknown,
  keyed: KeyedCall | undefined,
): Promise<RouletteReply> {
  const checked = validateBets(input, Number.MAX_SAFE_INTEGER);
  if (!checked.ok)
    throw new DomainError(
      'UNPROCESSABLE',
      `${BET_ERRORS[checked.error]}${checked.index === undefined ? '' : ` (bet ${checked.index + 1})`}`,
    );
  const { reply, round, settled } = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      const game = await requireGame(trx, gameId, userId, 'roulette');
      const { round, rng } = await drawRound(trx, ctx, game, 'roulette');
      const pocket = spinPocket(rng);
      const resolution = resolveBets(checked.bets, pocket);
      const { balance, settled } = await playOneShotRound(trx, ctx, round, resolution.totalStake, {
        payout: resolution.totalWinnings,
        detail: rouletteDetail(checked.bets, pocket),
      });
      const reply: RouletteReply = {
        round: roundInfo(round, 'finished'),
        pocket,
        results: resolution.outcomes as RouletteReply['results'],
        totalStake: resolution.totalStake,
        winnings: resolution.totalWinnings,
        net: resolution.net,
        outcome: settled.recorded.outcome,
        balance,
      };
      return { reply, round, settled };
    },
    (out) => out.reply,
  );
  await publishRound(ctx, round, reply.balance, settled);
  return reply;
}
