import type { BlackjackReply, BlackjackView } from '@coinwave/api-contract';
import {
  actionCost,
  applyAction,
  BETTING_STATE,
  blackjackDetail,
  RESULT_TITLES,
  settleByRule,
  startHand,
  validateBet,
  view,
  type ActionError,
  type BlackjackAction,
  type BlackjackState,
} from '@coinwave/blackjack-engine';
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
  publishRound,
  saveOpenRound,
  settleRound,
  type RuleSettlement,
  type Settled,
} from '../rounds/lifecycle.service';
import { requireGame, roundInfo, staleStep, type LiveRound } from '../rounds/live-round';
import { idleCutoff, noOpenRound } from '../rounds/open-rounds.service';
import { roundOutcome } from '../stats/stats.service';

/** A hand as stored server-side: the engine state (deck included) and the player's actions so far. */
interface HandState {
  hand: BlackjackState;
  actions: BlackjackAction[];
  /** Debits taken so far (the deal is seq 0; a double or split takes the next seq). */
  debits: number;
}

const ACTION_ERRORS: Record<ActionError, string> = {
  HAND_NOT_IN_PLAY: 'The hand is over: deal a new one',
  UNKNOWN_ACTION: 'Unknown action: hit, stand, double or split',
  DOUBLE_NOT_ALLOWED: 'You can double only on the first two cards of a hand, and not after a split',
  SPLIT_NOT_ALLOWED: 'You can split only a first pair of equal rank, once per hand',
};

function reply(round: LiveRound | null, s: HandState | null, balance: number): BlackjackReply {
  const hand = s?.hand ?? BETTING_STATE;
  const finished = hand.phase === 'finished';
  return {
    round: round ? roundInfo(round, finished ? 'finished' : 'in_progress') : null,
    view: view(hand, balance) as BlackjackView,
    outcome: finished && round ? roundOutcome(round.stake, hand.payout) : null,
    balance,
    step: s?.actions.length ?? 0,
  };
}

/** Credits a finished hand and records it; returns the balance and what to publish. */
async function finishIfDone(
  trx: Db,
  ctx: AppContext,
  round: LiveRound,
  s: HandState,
  isNew: boolean,
  balance: number,
  settledBy: 'player' | 'rule' = 'player',
): Promise<{ balance: number; settled?: Settled }> {
  const { hand } = s;
  if (hand.phase !== 'finished') {
    if (isNew) await insertOpenRound(trx, ctx, round, s);
    else await saveOpenRound(trx, ctx, round, s);
    return { balance };
  }
  const natural = hand.result === RESULT_TITLES.PLAYER_BLACKJACK;
  const settled = await settleRound(
    trx,
    ctx,
    round,
    {
      payout: hand.payout,
      state: s,
      detail: blackjackDetail(hand.bet, s.actions, hand),
      natural,
      settledBy,
    },
    isNew,
  );
  return { balance: settled.credited ?? balance, settled };
}

/** `POST .../blackjack/deal`: debits the bet and deals from a fresh deck shuffled with the round's Rng. */
export async function dealBlackjack(
  ctx: AppContext,
  userId: string,
  gameId: string,
  bet: number,
  keyed: KeyedCall | undefined,
): Promise<BlackjackReply> {
  const checked = validateBet(bet, Number.MAX_SAFE_INTEGER);
  if (!checked.ok) throw new DomainError('UNPROCESSABLE', 'Bets are 50, 100, 250 or 500 coins');
  const out = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      const game = await requireGame(trx, gameId, userId, 'blackjack');
      if (await findOpenRound(trx, game.id))
        throw new DomainError('CONFLICT', 'Finish the current hand first');
      const { round, rng } = await drawRound(trx, ctx, game, 'blackjack');
      const s: HandState = { hand: startHand(checked.bet, rng), actions: [], debits: 1 };
      const debited = await debitRound(trx, ctx, round, checked.bet, 0);
      const done = await finishIfDone(trx, ctx, round, s, true, debited);
      return { round, ...done, reply: reply(round, s, done.balance) };
    },
    (out) => out.reply,
  );
  await publishRound(ctx, out.round, out.balance, out.settled);
  return out.reply;
}

/**
 * `POST .../blackjack/action`: applies one action to the game's open hand. A double or split
 * debits its extra stake in the same transaction; a finished hand is credited once. `step`, when
 * sent, must be the hand's step (its actions so far, as the last reply said): a retried or stale
 * action is refused (409), never applied twice.
 */
export async function actBlackjack(
  ctx: AppContext,
  userId: string,
  gameId: string,
  action: BlackjackAction,
  step: number | undefined,
  keyed: KeyedCall | undefined,
): Promise<BlackjackReply> {
  const out = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      const game = await requireGame(trx, gameId, userId, 'blackjack');
      const open = await findOpenRound<HandState>(trx, game.id);
      if (!open) throw await noOpenRound(ctx, trx, game.id, 'There is no hand in play: deal first');
      const { round, state } = open;
      if (step !== undefined && step !== state.actions.length)
        throw staleStep(step, state.actions.length);
      const cost = actionCost(state.hand, action);
      const applied = applyAction(state.hand, action);
      if (!applied.ok) throw new DomainError('CONFLICT', ACTION_ERRORS[applied.error]);
      const s: HandState = {
        hand: applied.state,
        actions: [...state.actions, action],
        debits: state.debits + (cost > 0 ? 1 : 0),
      };
      const balance =
        cost > 0
          ? await debitRound(trx, ctx, round, cost, state.debits)
          : await balanceOf(trx, userId);
      const done = await finishIfDone(trx, ctx, round, s, false, balance);
      return { round, moved: cost > 0, ...done, reply: reply(round, s, done.balance) };
    },
    (out) => out.reply,
  );
  if (out.moved || out.settled) await publishRound(ctx, out.round, out.balance, out.settled);
  return out.reply;
}

/** `GET .../blackjack`: the game's hand in play (resumable after a reload), or the betting view. */
export async function blackjackTable(
  ctx: AppContext,
  userId: string,
  gameId: string,
): Promise<BlackjackReply> {
  const game = await requireGame(ctx.db, gameId, userId, 'blackjack');
  const open = await findOpenRound<HandState>(ctx.db, game.id);
  const balance = await balanceOf(ctx.db, userId);
  return reply(open?.round ?? null, open?.state ?? null, balance);
}

/**
 * The rule for a hand left alone past the idle limit (DESIGN decision 15): every remaining hand
 * stands and the dealer plays. Inside the caller's transaction; null when the game's hand is
 * not idle (or already over). The stands join the recorded actions, so the replay reproduces it.
 */
export async function settleIdleBlackjack(
  trx: Db,
  ctx: AppContext,
  gameId: string,
): Promise<RuleSettlement | null> {
  const open = await findOpenRound<HandState>(trx, gameId);
  if (!open || open.updatedAt > idleCutoff(ctx)) return null;
  const { state: hand, actions } = settleByRule(open.state.hand);
  if (hand.phase !== 'finished')
    throw new Error(`blackjack: the rule did not finish hand ${open.round.id}`);
  const s: HandState = { ...open.state, hand, actions: [...open.state.actions, ...actions] };
  const balance = await balanceOf(trx, open.round.userId);
  const done = await finishIfDone(trx, ctx, open.round, s, false, balance, 'rule');
  return { round: open.round, balance: done.balance, settled: done.settled! };
}
