import type { Card, RngState } from '@coinwave/game-core';

/** The two seats at the heads-up table. */
export type Seat = 'player' | 'house';

/** The phases of a hand in state. 'showdown' and 'finished' are terminal (see `isHandOver`). */
export type HandPhase = 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'finished';

/** The spec's table phases: 'betting' is the lobby before `startHand`, when no hand exists. */
export type TablePhase = 'betting' | HandPhase;

/** A betting round. */
export type Street = 'preflop' | 'flop' | 'turn' | 'river';

/** Small and big blind (spec section 9). */
export const SMALL_BLIND = 25;
export const BIG_BLIND = 50;

/** The house's stack at the first hand and after every restock. */
export const HOUSE_START_CHIPS = 10_000;

/** Raise increments above the amount to call: 1x, 2x, 3x, 5x the big blind (spec section 5). */
export const RAISE_OPTIONS: readonly number[] = [50, 100, 150, 250];

/** A chip amount per seat. */
export interface SeatChips {
  readonly player: number;
  readonly house: number;
}

/**
 * An action of the seat to act. 'call' checks when nothing is owed and calls for less (all-in)
 * when the stack is short; 'check' is accepted only when nothing is owed; `raise.amount` is the
 * increment above the amount to call, one of RAISE_OPTIONS.
 */
export type PokerAction =
  | { readonly type: 'check' }
  | { readonly type: 'call' }
  | { readonly type: 'raise'; readonly amount: number }
  | { readonly type: 'fold' };

/** One public event of a hand, in order; the UI replays a step's events with its delays. */
export type HandEvent =
  | { readonly type: 'restock'; readonly seat: 'house'; readonly chips: number }
  | { readonly type: 'blind'; readonly seat: Seat; readonly amount: number }
  | { readonly type: 'check'; readonly seat: Seat; readonly street: Street }
  | {
      readonly type: 'call';
      readonly seat: Seat;
      readonly street: Street;
      readonly amount: number;
      readonly allIn: boolean;
    }
  | {
      readonly type: 'raise';
      readonly seat: Seat;
      readonly street: Street;
      readonly amount: number;
      /** The seat's bet this street after the raise. */
      readonly total: number;
      readonly allIn: boolean;
    }
  | { readonly type: 'fold'; readonly seat: Seat; readonly street: Street }
  | {
      readonly type: 'deal';
      readonly street: 'flop' | 'turn' | 'river';
      readonly cards: readonly Card[];
    }
  | { readonly type: 'showdown'; readonly hands: Readonly<Record<Seat, ShowdownHand>> }
  | { readonly type: 'refund'; readonly seat: Seat; readonly amount: number }
  | { readonly type: 'win'; readonly seat: Seat; readonly amount: number };

/** A hand shown at showdown with its category. */
export interface ShowdownHand {
  readonly cards: readonly Card[];
  readonly category: number;
  readonly name: string;
  readonly strength: number;
}

/** How a finished hand was settled. `payout` includes refunded uncalled chips. */
export interface HandResult {
  readonly reason: 'fold' | 'showdown';
  readonly winner: Seat | 'split';
  /** Chips each seat receives from the pot at the end (share won + uncalled excess returned). */
  readonly payout: SeatChips;
  /** The uncalled excess returned before the showdown (part of `payout`). */
  readonly refund: SeatChips;
  /** Both hands, only when the hand reached a showdown. */
  readonly hands: Readonly<Record<Seat, ShowdownHand>> | null;
}

/**
 * The whole state of one hand: plain JSON, never mutated. It holds secrets (the deck order, the
 * house's cards and the Rng position): send clients only `view(state, seat)`.
 */
export interface PokerState {
  readonly phase: HandPhase;
  readonly button: Seat;
  /** The 52 cards in shuffled order: player 0-1, house 2-3, board 4-8. */
  readonly deck: readonly Card[];
  readonly holes: Readonly<Record<Seat, readonly Card[]>>;
  readonly board: readonly Card[];
  /** Chips behind (not yet in the pot). */
  readonly stacks: SeatChips;
  /** Chips put in on the current street. */
  readonly bets: SeatChips;
  /** Chips put in during the whole hand; `pot` is their sum until settlement. */
  readonly contributed: SeatChips;
  readonly pot: number;
  readonly toAct: Seat | null;
  readonly acted: Readonly<Record<Seat, boolean>>;
  /** Raises made by the house on the current street (the bot caps its own re-raising). */
  readonly houseRaises: number;
  /** True when the house was restocked to HOUSE_START_CHIPS at the start of this hand. */
  readonly houseRestocked: boolean;
  readonly log: readonly HandEvent[];
  /** Index in `log` where the last `startHand`/`applyAction` step began. */
  readonly stepStart: number;
  /** Chips the player put into the pot in the last step (the API debits exactly this). */
  readonly playerCommittedThisStep: number;
  /** The round Rng's position, so the house's later decisions replay exactly. */
  readonly rngState: RngState;
  /** Monte Carlo run-outs per house decision. */
  readonly houseRunouts: number;
  readonly result: HandResult | null;
}

/** Why an action or a start was refused; the state is unchanged. */
export type PokerError =
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_CONFIG'
  | 'HAND_OVER'
  | 'NOT_YOUR_TURN'
  | 'CANNOT_CHECK'
  | 'INVALID_RAISE'
  | 'INVALID_ACTION';

/** A step's outcome: the new state, or an error code with nothing changed. */
export type PokerResult =
  | { readonly ok: true; readonly state: PokerState }
  | { readonly ok: false; readonly error: PokerError };

/** The other seat. */
export function otherSeat(seat: Seat): Seat {
  return seat === 'player' ? 'house' : 'player';
}

/** The button for a hand number: the player has it on even hands, the house on odd ones. */
export function buttonForHand(handNumber: number): Seat {
  return handNumber % 2 === 0 ? 'player' : 'house';
}

/** True once the hand is settled ('showdown' or 'finished'). */
export function isHandOver(state: Pick<PokerState, 'phase'>): boolean {
  return state.phase === 'showdown' || state.phase === 'finished';
}
