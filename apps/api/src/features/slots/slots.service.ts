import type { SlotsReply, SlotsRound, SlotsTable } from '@coinwave/api-contract';
import {
  bonusView,
  popBalloon,
  settleBonusByRule,
  slotsDetail,
  startRound,
  validateBet,
  type Balloon,
  type BetError,
  type BonusState,
  type PopError,
  type SpinResult,
} from '@coinwave/slots-engine';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { withKeyedTransaction, type KeyedCall } from '../../lib/idempotency';
import {
  balanceOf,
  debitRound,
  drawRound,
  findOpenRound,
  insertOpenRound,
  playOneShotRound,
  publishRound,
  saveOpenRound,
  settleRound,
  type RuleSettlement,
  type Settled,
} from '../rounds/lifecycle.service';
import { requireGame, roundInfo, type LiveRound } from '../rounds/live-round';
import { idleCutoff, noOpenRound } from '../rounds/open-rounds.service';
import { roundOutcome } from '../stats/stats.service';

/** A slots round as stored server-side: the spin, the bonus with its hidden layout, the pops so far. */
interface SlotsState {
  spin: SpinResult;
  bonus: BonusState | null;
  pops: number[];
}

const BET_ERRORS: Record<BetError, string> = {
  BET_NOT_AN_INTEGER: 'The bet must be a whole number of coins',
  BET_BELOW_MINIMUM: 'The minimum bet is 10 coins',
  BET_NOT_IN_STEPS: 'Bets go up in steps of 10 coins',
  INSUFFICIENT_FUNDS: 'Not enough coins',
};

const POP_ERRORS: Record<PopError, [code: 'CONFLICT' | 'UNPROCESSABLE', message: string]> = {
  BONUS_FINISHED: ['CONFLICT', 'The balloon bonus is already over'],
  NO_SUCH_BALLOON: ['UNPROCESSABLE', 'There is no such balloon: pick one of 0-11'],
  ALREADY_POPPED: ['CONFLICT', 'That balloon is already popped'],
};

function view(
  round: LiveRound,
  finished: boolean,
  s: SlotsState,
  lastPop: Balloon | null,
): SlotsRound {
  const { spin, bonus } = s;
  const winnings = spin.totalWin + (bonus?.totalWin ?? 0);
  return {
    round: roundInfo(round, finished ? 'finished' : 'in_progress'),
    bet: spin.bet,
    stops: spin.stops as number[],
    grid: spin.grid as SlotsRound['grid'],
    lineWins: spin.lineWins as SlotsRound['lineWins'],
    bonusLines: spin.bonusLines as number[],
    bonusTriggered: spin.bonusTriggered,
    lineWin: spin.totalWin,
    bonus: bonus ? (bonusView(bonus) as SlotsRound['bonus']) : null,
    lastPop: lastPop ? { id: lastPop.id, isWrong: lastPop.isWrong, prize: lastPop.prize } : null,
    winnings,
    net: winnings - spin.bet,
    outcome: finished ? roundOutcome(spin.bet, winnings) : null,
  };
}

/**
 * The reply: the view with the balance added to it. Not a spread copy: V8 gave every spread copy a
 * shape of its own, so the reply's serializer read each of its fields through the slow path.
 */
function withBalance(round: SlotsRound, balance: number): SlotsReply {
  return Object.assign(round, { balance });
}

function settlement(s: SlotsState, settledBy: 'player' | 'rule' = 'player') {
  return {
    payout: s.spin.totalWin + (s.bonus?.totalWin ?? 0),
    state: s,
    detail: slotsDetail(s.spin, s.bonus, s.pops),
    settledBy,
  };
}

/**
 * `POST .../slots/spin`: one round, one nonce. Debits the bet, spins, and either credits the line
 * wins at once or, when the balloon bonus triggers, keeps the round open (the layout is drawn
 * now from the same Rng and stays server-side) until the bonus ends.
 */
export async function spinSlots(
  ctx: AppContext,
  userId: string,
  gameId: string,
  bet: number,
  keyed: KeyedCall | undefined,
): Promise<SlotsReply> {
  const checked = validateBet(bet, Number.MAX_SAFE_INTEGER);
  if (!checked.ok) throw new DomainError('UNPROCESSABLE', BET_ERRORS[checked.error]);
  const { reply, round, settled } = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      const game = await requireGame(trx, gameId, userId, 'slots');
      if (await findOpenRound(trx, game.id))
        throw new DomainError(
          'CONFLICT',
          'Finish the balloon bonus first: pop balloons until it ends',
        );
      const { round, rng } = await drawRound(trx, ctx, game, 'slots');
      const { spin, bonus } = startRound(checked.bet, rng);
      const state: SlotsState = { spin, bonus, pops: [] };
      if (bonus) {
        const balance = await debitRound(trx, ctx, round, checked.bet, 0);
        await insertOpenRound(trx, ctx, round, state);
        return { reply: withBalance(view(round, false, state, null), balance), round };
      }
      const { balance, settled } = await playOneShotRound(
        trx,
        ctx,
        round,
        checked.bet,
        settlement(state),
      );
      return { reply: withBalance(view(round, true, state, null), balance), round, settled };
    },
    (out) => out.reply,
  );
  await publishRound(ctx, round, reply.balance, settled);
  return reply;
}

/** `POST .../slots/bonus/pop`: reveals one balloon; the 4th wrong pop ends the bonus and credits the round once. */
export async function popSlotsBalloon(
  ctx: AppContext,
  userId: string,
  gameId: string,
  balloonId: number,
  keyed: KeyedCall | undefined,
): Promise<SlotsReply> {
  const { reply, round, settled } = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      const game = await requireGame(trx, gameId, userId, 'slots');
      const open = await findOpenRound<SlotsState>(trx, game.id);
      if (!open?.state.bonus)
        throw await noOpenRound(ctx, trx, game.id, 'There is no balloon bonus running: spin first');
      const popped = popBalloon(open.state.bonus, balloonId);
      if (!popped.ok) throw new DomainError(...POP_ERRORS[popped.error]);
      const state: SlotsState = {
        spin: open.state.spin,
        bonus: popped.state,
        pops: [...open.state.pops, balloonId],
      };
      const finished = popped.state.phase === 'finished';
      let settled: Settled | undefined;
      let balance: number;
      if (finished) {
        settled = await settleRound(trx, ctx, open.round, settlement(state));
        balance = settled.credited ?? (await balanceOf(trx, userId));
      } else {
        await saveOpenRound(trx, ctx, open.round, state);
        balance = await balanceOf(trx, userId);
      }
      return {
        reply: withBalance(view(open.round, finished, state, popped.balloon), balance),
        round: open.round,
        settled,
      };
    },
    (out) => out.reply,
  );
  if (settled) await publishRound(ctx, round, reply.balance, settled);
  return reply;
}

/** `GET .../slots`: the unfinished bonus round of this game (to resume after a reload), if any. */
export async function slotsTable(
  ctx: AppContext,
  userId: string,
  gameId: string,
): Promise<SlotsTable> {
  const game = await requireGame(ctx.db, gameId, userId, 'slots');
  const open = await findOpenRound<SlotsState>(ctx.db, game.id);
  return {
    current: open ? view(open.round, false, open.state, null) : null,
    balance: await balanceOf(ctx.db, userId),
  };
}

/**
 * The rule for a balloon bonus left alone past the idle limit (DESIGN decision 15): the remaining
 * balloons are popped in order of their id until it ends. Inside the caller's transaction; null
 * when the game's bonus is not idle. The pops join the recorded ones, so the replay reproduces it.
 */
export async function settleIdleBonus(
  trx: Db,
  ctx: AppContext,
  gameId: string,
): Promise<RuleSettlement | null> {
  const open = await findOpenRound<SlotsState>(trx, gameId);
  if (!open?.state.bonus || open.updatedAt > idleCutoff(ctx)) return null;
  const { state: bonus, pops } = settleBonusByRule(open.state.bonus);
  const state: SlotsState = { ...open.state, bonus, pops: [...open.state.pops, ...pops] };
  const settled = await settleRound(trx, ctx, open.round, settlement(state, 'rule'));
  const balance = settled.credited ?? (await balanceOf(trx, open.round.userId));
  return { round: open.round, balance, settled };
}
