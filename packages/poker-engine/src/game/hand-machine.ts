import { createDeck, restoreRng, shuffle, type SeededRng } from '@coinwave/game-core';
import { houseDecision, type HouseDecisionInput } from '../bot/house-bot';
import { DEFAULT_RUNOUTS } from '../bot/equity-estimator';
import { actionError, amountToCall, isStreetComplete, raiseOptions } from './betting-rules';
import { settleFold, settleShowdown } from './hand-settlement';
import {
  BIG_BLIND,
  HOUSE_START_CHIPS,
  SMALL_BLIND,
  isHandOver,
  otherSeat,
  type HandEvent,
  type PokerAction,
  type PokerResult,
  type PokerState,
  type Seat,
  type Street,
} from './poker-types';

/** What a hand starts from; the API passes the player's balance and the persisted house stack. */
export interface StartHandConfig {
  /** The player's coins available for this hand (their balance); at least the big blind. */
  readonly playerChips: number;
  /** The house stack carried from the last hand; restocked to 10,000 when below the big blind. */
  readonly houseChips?: number;
  /** Who holds the button (small blind, acts first preflop); see `buttonForHand`. */
  readonly button: Seat;
  /** Monte Carlo run-outs per house decision; production keeps the default 10,000. */
  readonly houseRunouts?: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<Omit<PokerState, 'log' | 'stacks' | 'bets' | 'contributed' | 'acted'>> & {
  log: HandEvent[];
  stacks: { player: number; house: number };
  bets: { player: number; house: number };
  contributed: { player: number; house: number };
  acted: { player: boolean; house: boolean };
};

const BOARD_START = 4;
const NEXT_STREET: Record<
  Street,
  { phase: 'flop' | 'turn' | 'river' | 'showdown'; cards: number }
> = {
  preflop: { phase: 'flop', cards: 3 },
  flop: { phase: 'turn', cards: 1 },
  turn: { phase: 'river', cards: 1 },
  river: { phase: 'showdown', cards: 0 },
};

function toDraft(state: PokerState): Draft {
  return JSON.parse(JSON.stringify(state)) as Draft;
}

function isChipCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** Moves `amount` of `seat`'s chips into its bet and the pot. */
function commit(draft: Draft, seat: Seat, amount: number): void {
  draft.stacks[seat] -= amount;
  draft.bets[seat] += amount;
  draft.contributed[seat] += amount;
  draft.pot += amount;
  if (seat === 'player') draft.playerCommittedThisStep += amount;
}

function street(draft: Draft): Street {
  return draft.phase as Street;
}

/** Deals the next street, or every remaining one when a seat is all-in, then settles at the end. */
function closeStreet(draft: Draft): void {
  for (;;) {
    const next = NEXT_STREET[street(draft)];
    draft.bets = { player: 0, house: 0 };
    draft.acted = { player: false, house: false };
    draft.houseRaises = 0;
    if (next.phase === 'showdown') {
      draft.phase = 'showdown';
      settleShowdown(draft);
      return;
    }
    const from = BOARD_START + draft.board.length;
    const cards = draft.deck.slice(from, from + next.cards);
    draft.board = [...draft.board, ...cards];
    draft.phase = next.phase;
    draft.log.push({ type: 'deal', street: next.phase, cards });
    if (draft.stacks.player > 0 && draft.stacks.house > 0) {
      draft.toAct = otherSeat(draft.button);
      return;
    }
  }
}

/** Applies a legal action of `seat` (checked by the caller). */
function act(draft: Draft, seat: Seat, action: PokerAction): void {
  const s = street(draft);
  const toCall = amountToCall(draft, seat);
  if (action.type === 'fold') {
    draft.log.push({ type: 'fold', seat, street: s });
    draft.phase = 'finished';
    settleFold(draft, seat);
    return;
  }
  draft.acted[seat] = true;
  if (action.type === 'raise') {
    commit(draft, seat, toCall + action.amount);
    draft.acted[otherSeat(seat)] = false;
    if (seat === 'house') draft.houseRaises += 1;
    const allIn = draft.stacks[seat] === 0;
    draft.log.push({
      type: 'raise',
      seat,
      street: s,
      amount: action.amount,
      total: draft.bets[seat],
      allIn,
    });
  } else if (toCall === 0) {
    draft.log.push({ type: 'check', seat, street: s });
  } else {
    const amount = Math.min(toCall, draft.stacks[seat]);
    commit(draft, seat, amount);
    draft.log.push({ type: 'call', seat, street: s, amount, allIn: draft.stacks[seat] === 0 });
  }
  if (isStreetComplete(draft)) closeStreet(draft);
  else draft.toAct = otherSeat(seat);
}

/** The house's view of the table: its own cards, the board and the betting numbers only. */
function houseInput(draft: Draft): HouseDecisionInput {
  return {
    hole: draft.holes.house,
    board: draft.board,
    pot: draft.pot,
    toCall: amountToCall(draft, 'house'),
    stack: draft.stacks.house,
    raiseOptions: raiseOptions(draft, 'house'),
    raisesThisStreet: draft.houseRaises,
  };
}

/** Lets the house act while it is its turn, drawing from `rng`, then records the Rng position. */
function runHouse(draft: Draft, rng: SeededRng): void {
  while (!isHandOver(draft) && draft.toAct === 'house') {
    const action = houseDecision(houseInput(draft), rng, draft.houseRunouts);
    if (actionError(draft as PokerState, 'house', action) !== null) {
      throw new Error(`poker-engine: the house chose an illegal action ${JSON.stringify(action)}`);
    }
    act(draft, 'house', action);
  }
  draft.rngState = rng.state();
}

/**
 * Starts a hand: restocks the house if it cannot cover the big blind, shuffles one deck with the
 * round Rng, deals two cards each, posts the blinds (the button posts the small blind and acts
 * first preflop) and lets the house act if it is first. `playerCommittedThisStep` is the
 * player's blind (plus nothing else). Errors: INSUFFICIENT_FUNDS below the big blind,
 * INVALID_CONFIG for non-integer chips or an unknown button.
 */
export function startHand(config: StartHandConfig, rng: SeededRng): PokerResult {
  const { playerChips, button } = config;
  const houseChips = config.houseChips ?? HOUSE_START_CHIPS;
  const runouts = config.houseRunouts ?? DEFAULT_RUNOUTS;
  if (
    !isChipCount(playerChips) ||
    !isChipCount(houseChips) ||
    (button !== 'player' && button !== 'house')
  ) {
    return { ok: false, error: 'INVALID_CONFIG' };
  }
  if (!Number.isSafeInteger(runouts) || runouts < 1) return { ok: false, error: 'INVALID_CONFIG' };
  if (playerChips < BIG_BLIND) return { ok: false, error: 'INSUFFICIENT_FUNDS' };
  const houseRestocked = houseChips < BIG_BLIND;
  const deck = shuffle(createDeck(), rng);
  const draft: Draft = {
    phase: 'preflop',
    button,
    deck,
    holes: { player: deck.slice(0, 2), house: deck.slice(2, 4) },
    board: [],
    stacks: { player: playerChips, house: houseRestocked ? HOUSE_START_CHIPS : houseChips },
    bets: { player: 0, house: 0 },
    contributed: { player: 0, house: 0 },
    pot: 0,
    toAct: button,
    acted: { player: false, house: false },
    houseRaises: 0,
    houseRestocked,
    log: houseRestocked ? [{ type: 'restock', seat: 'house', chips: HOUSE_START_CHIPS }] : [],
    stepStart: 0,
    playerCommittedThisStep: 0,
    rngState: rng.state(),
    houseRunouts: runouts,
    result: null,
  };
  const bigBlind = otherSeat(button);
  commit(draft, button, SMALL_BLIND);
  draft.log.push({ type: 'blind', seat: button, amount: SMALL_BLIND });
  commit(draft, bigBlind, BIG_BLIND);
  draft.log.push({ type: 'blind', seat: bigBlind, amount: BIG_BLIND });
  runHouse(draft, rng);
  return { ok: true, state: draft };
}

/**
 * Applies the player's action, then the house's replies (decided by `houseDecision` with the Rng
 * restored from `state.rngState`) until it is the player's turn again or the hand is over. The
 * input is never mutated; an illegal action returns an error and changes nothing. In the new
 * state, `playerCommittedThisStep` is what the player put in during this call, `log` from
 * `stepStart` lists this step's events and, once the hand is over, `result.payout.player` is what
 * the player gets back.
 */
export function applyAction(state: PokerState, action: PokerAction): PokerResult {
  if (isHandOver(state)) return { ok: false, error: 'HAND_OVER' };
  const error = actionError(state, 'player', action);
  if (error !== null) return { ok: false, error };
  const draft = toDraft(state);
  draft.stepStart = draft.log.length;
  draft.playerCommittedThisStep = 0;
  act(
    draft,
    'player',
    action.type === 'raise' ? { type: 'raise', amount: action.amount } : { type: action.type },
  );
  runHouse(draft, restoreRng(state.rngState));
  return { ok: true, state: draft };
}

/**
 * Applies one action of `seat` without letting the house reply: a building block for tests and
 * tools that script both seats. The API uses `applyAction`.
 */
export function applySeatAction(state: PokerState, seat: Seat, action: PokerAction): PokerResult {
  if (isHandOver(state)) return { ok: false, error: 'HAND_OVER' };
  const error = actionError(state, seat, action);
  if (error !== null) return { ok: false, error };
  const draft = toDraft(state);
  draft.stepStart = draft.log.length;
  draft.playerCommittedThisStep = 0;
  act(
    draft,
    seat,
    action.type === 'raise' ? { type: 'raise', amount: action.amount } : { type: action.type },
  );
  return { ok: true, state: draft };
}
