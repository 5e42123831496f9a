import type { PokerActionBody, PokerReply, PokerView } from '@coinwave/api-contract';
import {
  applyAction,
  BIG_BLIND,
  buttonForHand,
  HOUSE_START_CHIPS,
  isHandOver,
  pokerDetail,
  startHand,
  view,
  type PokerAction,
  type PokerError,
  type PokerHandStart,
  type PokerResult,
  type PokerState,
} from '@coinwave/poker-engine';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { withTransaction } from '../../db/transaction';
import { withKeyedTransaction, type KeyedCall } from '../../lib/idempotency';
import { peekRoundSeeds } from '../fairness/fairness.service';
import { saveGameState } from '../games/games.service';
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
import {
  requireGame,
  roundInfo,
  staleStep,
  type OwnGame,
  type LiveRound,
} from '../rounds/live-round';
import { idleCutoff, noOpenRound } from '../rounds/open-rounds.service';
import { roundOutcome } from '../stats/stats.service';

/** A hand as stored server-side: the engine state (deck, house cards, Rng position) and the replay inputs. */
interface HandState {
  hand: PokerState;
  start: PokerHandStart;
  actions: PokerAction[];
  /** Debits taken so far (one per step that put chips in: blinds, calls, raises). */
  debits: number;
  /** The last action was the rule's fold after IDLE_ROUND_MINUTES without action. */
  autoFolded?: boolean;
}

/** The game's own state (games.state): hands started, for the rotating button. */
interface GameState {
  hands?: number;
}

const ERRORS: Record<PokerError, [code: 'CONFLICT' | 'UNPROCESSABLE', message: string]> = {
  INSUFFICIENT_FUNDS: [
    'UNPROCESSABLE',
    `You need at least ${BIG_BLIND} coins (the big blind) to start a hand`,
  ],
  INVALID_CONFIG: ['UNPROCESSABLE', 'This hand cannot start'],
  HAND_OVER: ['CONFLICT', 'The hand is over: start a new one'],
  NOT_YOUR_TURN: ['CONFLICT', 'It is not your turn'],
  CANNOT_CHECK: ['CONFLICT', 'You cannot check: call, raise or fold'],
  INVALID_RAISE: [
    'UNPROCESSABLE',
    'Raise by 50, 100, 150 or 250 above the call, within your chips (the house may not be raised when all-in)',
  ],
  INVALID_ACTION: ['UNPROCESSABLE', 'Unknown action: check, call, raise or fold'],
};

function engineAction(body: PokerActionBody): PokerAction {
  if (body.action === 'raise') {
    if (body.amount === undefined)
      throw new DomainError('UNPROCESSABLE', 'A raise needs an amount: 50, 100, 150 or 250');
    return { type: 'raise', amount: body.amount };
  }
  if (body.amount !== undefined)
    throw new DomainError('UNPROCESSABLE', `Only a raise takes an amount, not ${body.action}`);
  return { type: body.action };
}

function reply(
  round: LiveRound | null,
  hand: PokerState | null,
  houseChips: number,
  balance: number,
  step: number,
): PokerReply {
  const over = hand !== null && isHandOver(hand);
  return {
    round: round ? roundInfo(round, over ? 'finished' : 'in_progress') : null,
    view: hand ? (view(hand, 'player') as PokerView) : null,
    houseChips: hand ? hand.stacks.house : houseChips,
    outcome: over && round ? roundOutcome(round.stake, hand.result!.payout.player) : null,
    balance,
    step,
  };
}

/**
 * After a step: debits what the player put in (one entry per step), then either saves the open
 * hand or, when it is over, credits the payout, records the round and keeps the house's stack.
 */
async function afterStep(
  trx: Db,
  ctx: AppContext,
  game: OwnGame,
  round: LiveRound,
  s: HandState,
  isNew: boolean,
): Promise<{ balance: number; settled?: Settled; moved: boolean }> {
  const committed = s.hand.playerCommittedThisStep;
  let balance =
    committed > 0
      ? await debitRound(trx, ctx, round, committed, s.debits)
      : await balanceOf(trx, round.userId);
  if (committed > 0) s.debits += 1;
  if (!isHandOver(s.hand)) {
    if (isNew) await insertOpenRound(trx, ctx, round, s);
    else await saveOpenRound(trx, ctx, round, s);
    return { balance, moved: committed > 0 };
  }
  const payout = s.hand.result!.payout.player;
  const settled = await settleRound(
    trx,
    ctx,
    round,
    {
      payout,
      state: s,
      detail: pokerDetail(s.start, s.actions, s.autoFolded === true, s.hand),
      settledBy: s.autoFolded === true ? 'rule' : 'player',
    },
    isNew,
  );
  await saveGameState(
    trx,
    game.id,
    JSON.parse(game.state) as GameState,
    s.hand.stacks.house,
    ctx.now(),
  );
  balance = settled.credited ?? balance;
  return { balance, settled, moved: true };
}

/**
 * The rule for a hand left alone past the idle limit (DESIGN decision 15): the player folds. Done
 * lazily when the game is next used, and by the sweep (`settleIdlePoker`).
 */
async function foldIfIdle(
  trx: Db,
  ctx: AppContext,
  game: OwnGame,
): Promise<{
  round: LiveRound;
  hand: PokerState;
  step: number;
  balance: number;
  settled?: Settled;
} | null> {
  const open = await findOpenRound<HandState>(trx, game.id);
  if (!open || open.updatedAt > idleCutoff(ctx)) return null;
  const folded = applyAction(open.state.hand, { type: 'fold' });
  if (!folded.ok)
    throw new Error(`poker: the idle hand ${open.round.id} cannot be folded (${folded.error})`);
  const s: HandState = {
    hand: folded.state,
    start: open.state.start,
    actions: [...open.state.actions, { type: 'fold' }],
    debits: open.state.debits,
    autoFolded: true,
  };
  const done = await afterStep(trx, ctx, game, open.round, s, false);
  return {
    round: open.round,
    hand: s.hand,
    step: s.actions.length,
    balance: done.balance,
    settled: done.settled,
  };
}

/**
 * A step's engine result worked out before its transaction (the house's decisions run on the
 * house thread, `house-pool.ts`, and no write waits on them), with the key of the state it was
 * worked out from. The transaction uses it only if its locked state has the same key; otherwise
 * (another tab acted in between) it works the step out again itself.
 */
interface Prepared {
  key: string;
  result: PokerResult;
}

/** A hand's position: its round and every action so far (the engine is deterministic). */
function stepKey(roundId: string, s: HandState): string {
  return `${roundId}/${JSON.stringify(s.actions)}/${s.autoFolded === true}`;
}

/** A start's inputs: the stacks, the button and the seeds the round draws. */
function startKey(
  start: PokerHandStart,
  seeds: { seedId: string; clientSeed: string; nonce: number },
): string {
  return JSON.stringify([start, seeds.seedId, seeds.clientSeed, seeds.nonce]);
}

function nextHandStart(game: OwnGame, balance: number, houseChips: number): PokerHandStart {
  const hands = (JSON.parse(game.state) as GameState).hands ?? 0;
  return { playerChips: balance, houseChips, button: buttonForHand(hands) };
}

/** The new hand, dealt and with the house's first decision, from what the tables read now. */
async function prepareStart(
  ctx: AppContext,
  userId: string,
  gameId: string,
): Promise<Prepared | null> {
  const game = await requireGame(ctx.db, gameId, userId, 'poker');
  if (await findOpenRound(ctx.db, game.id)) return null;
  const balance = await balanceOf(ctx.db, userId);
  const seeds = await peekRoundSeeds(ctx.db, userId);
  if (balance < BIG_BLIND || !seeds) return null;
  const start = nextHandStart(game, balance, game.house_chips ?? HOUSE_START_CHIPS);
  const result = await ctx.house.run({ kind: 'start', config: start, rngState: seeds.rngState });
  return { key: startKey(start, seeds), result };
}

/** The player's action and the house's replies, on the hand as it reads now. */
async function prepareAction(
  ctx: AppContext,
  userId: string,
  gameId: string,
  action: PokerAction,
): Promise<Prepared | null> {
  const game = await requireGame(ctx.db, gameId, userId, 'poker');
  const open = await findOpenRound<HandState>(ctx.db, game.id);
  if (!open) return null;
  const result = await ctx.house.run({ kind: 'act', state: open.state.hand, action });
  return { key: stepKey(open.round.id, open.state), result };
}

/** `POST .../poker/hand`: posts the blinds (debited at once); the house may already have acted. */
export async function startPokerHand(
  ctx: AppContext,
  userId: string,
  gameId: string,
  keyed: KeyedCall | undefined,
): Promise<PokerReply> {
  const prepared = await prepareStart(ctx, userId, gameId);
  const out = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      const game = await requireGame(trx, gameId, userId, 'poker');
      const idle = await foldIfIdle(trx, ctx, game);
      if (!idle && (await findOpenRound(trx, game.id)))
        throw new DomainError('CONFLICT', 'Finish the current hand first');
      const gameState = JSON.parse(game.state) as GameState;
      const handNumber = gameState.hands ?? 0;
      const balance = await balanceOf(trx, userId);
      const houseChips = idle ? idle.hand.stacks.house : (game.house_chips ?? HOUSE_START_CHIPS);
      const start = nextHandStart(game, balance, houseChips);
      if (balance < BIG_BLIND) throw new DomainError(...ERRORS.INSUFFICIENT_FUNDS);
      const { round, rng } = await drawRound(trx, ctx, game, 'poker');
      const started =
        prepared?.key === startKey(start, round) ? prepared.result : startHand(start, rng);
      if (!started.ok) throw new DomainError(...ERRORS[started.error]);
      await saveGameState(
        trx,
        game.id,
        { ...gameState, hands: handNumber + 1 },
        houseChips,
        ctx.now(),
      );
      const s: HandState = { hand: started.state, start, actions: [], debits: 0 };
      const done = await afterStep(
        trx,
        ctx,
        { ...game, state: JSON.stringify({ ...gameState, hands: handNumber + 1 }) },
        round,
        s,
        true,
      );
      return {
        round,
        idle,
        ...done,
        reply: reply(round, s.hand, s.hand.stacks.house, done.balance, s.actions.length),
      };
    },
    (out) => out.reply,
  );
  if (out.idle) await publishRound(ctx, out.idle.round, out.idle.balance, out.idle.settled);
  await publishRound(ctx, out.round, out.balance, out.settled);
  return out.reply;
}

/**
 * `POST .../poker/action`: the player's action and, in the same reply, the house's answer. A hand
 * left alone past the idle limit is folded by rule first (and the action refused). `step`, when
 * sent, must be the hand's step: a retried or stale action is refused (409), never applied twice.
 */
export async function actPoker(
  ctx: AppContext,
  userId: string,
  gameId: string,
  body: PokerActionBody,
  keyed: KeyedCall | undefined,
): Promise<PokerReply> {
  const action = engineAction(body);
  const prepared = await prepareAction(ctx, userId, gameId, action);
  const out = await withKeyedTransaction(
    ctx,
    keyed,
    async (trx) => {
      const game = await requireGame(trx, gameId, userId, 'poker');
      const idleFold = await foldIfIdle(trx, ctx, game);
      if (idleFold) return { idleFold };
      const open = await findOpenRound<HandState>(trx, game.id);
      if (!open) throw await noOpenRound(ctx, trx, game.id, 'There is no hand in play: start one');
      if (body.step !== undefined && body.step !== open.state.actions.length)
        throw staleStep(body.step, open.state.actions.length);
      const applied =
        prepared?.key === stepKey(open.round.id, open.state)
          ? prepared.result
          : applyAction(open.state.hand, action);
      if (!applied.ok) throw new DomainError(...ERRORS[applied.error]);
      const s: HandState = {
        hand: applied.state,
        start: open.state.start,
        actions: [...open.state.actions, action],
        debits: open.state.debits,
      };
      const done = await afterStep(trx, ctx, game, open.round, s, false);
      return {
        played: {
          round: open.round,
          ...done,
          reply: reply(open.round, s.hand, s.hand.stacks.house, done.balance, s.actions.length),
        },
      };
    },
    // The idle fold commits, but the action is refused: no answer is kept for the key.
    (out) => out.played?.reply,
  );
  if (out.idleFold) {
    const { idleFold } = out;
    await publishRound(ctx, idleFold.round, idleFold.balance, idleFold.settled);
    throw new DomainError(
      'CONFLICT',
      `This round was settled automatically: your hand was folded after ${ctx.config.idleRoundMinutes} minutes without action. Start a new one`,
    );
  }
  const played = out.played!;
  if (played.moved) await publishRound(ctx, played.round, played.balance, played.settled);
  return played.reply;
}

/** `GET .../poker`: the hand in play (folded first if left alone for 10 minutes), or the empty table. */
export async function pokerTable(
  ctx: AppContext,
  userId: string,
  gameId: string,
): Promise<PokerReply> {
  const out = await withTransaction(ctx.db, async (trx) => {
    const game = await requireGame(trx, gameId, userId, 'poker');
    const idle = await foldIfIdle(trx, ctx, game);
    if (idle) return { ...idle, game };
    const open = await findOpenRound<HandState>(trx, game.id);
    return {
      game,
      round: open?.round ?? null,
      hand: open?.state.hand ?? null,
      step: open?.state.actions.length ?? 0,
      balance: await balanceOf(trx, userId),
      settled: undefined,
    };
  });
  if (out.settled && out.round) await publishRound(ctx, out.round, out.balance, out.settled);
  return reply(
    out.round,
    out.hand,
    out.game.house_chips ?? HOUSE_START_CHIPS,
    out.balance,
    out.step,
  );
}

/** The sweep's side of the rule: folds the game's hand if idle, inside the caller's transaction. */
export async function settleIdlePoker(
  trx: Db,
  ctx: AppContext,
  gameId: string,
  userId: string,
): Promise<RuleSettlement | null> {
  const done = await foldIfIdle(trx, ctx, await requireGame(trx, gameId, userId, 'poker'));
  return done?.settled ? { round: done.round, balance: done.balance, settled: done.settled } : null;
}
