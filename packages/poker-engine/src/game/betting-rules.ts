import {
  RAISE_OPTIONS,
  otherSeat,
  type PokerAction,
  type PokerError,
  type PokerState,
  type Seat,
} from './poker-types';

/** What the seat to act may do, as the UI shows it. */
export interface LegalActions {
  /** Chips a call costs now (capped by the stack: a short stack calls all-in for less); 0 = check. */
  readonly callAmount: number;
  readonly canCheck: boolean;
  readonly canFold: boolean;
  /** Raise increments (above the call) this seat can afford; empty when the opponent is all-in. */
  readonly raiseOptions: readonly number[];
}

/** Chips `seat` must add to match the opponent's bet on this street. */
export function amountToCall(state: Pick<PokerState, 'bets'>, seat: Seat): number {
  return Math.max(0, state.bets[otherSeat(seat)] - state.bets[seat]);
}

/**
 * The raise increments `seat` may choose: those where call + raise fits the stack (spec: Raise is
 * disabled if the current bet plus the raise exceeds the balance), and only while the opponent
 * still has chips behind (nobody raises an all-in player).
 */
export function raiseOptions(state: Pick<PokerState, 'bets' | 'stacks'>, seat: Seat): number[] {
  if (state.stacks[otherSeat(seat)] === 0) return [];
  const toCall = amountToCall(state, seat);
  return RAISE_OPTIONS.filter((amount) => toCall + amount <= state.stacks[seat]);
}

/** The legal actions of `seat`, or null when it is not that seat's turn. */
export function legalActions(state: PokerState, seat: Seat): LegalActions | null {
  if (state.toAct !== seat) return null;
  const toCall = amountToCall(state, seat);
  return {
    callAmount: Math.min(toCall, state.stacks[seat]),
    canCheck: toCall === 0,
    canFold: true,
    raiseOptions: raiseOptions(state, seat),
  };
}

/** Checks an action against the rules for the seat to act; null when it is legal. */
export function actionError(state: PokerState, seat: Seat, action: PokerAction): PokerError | null {
  if (state.toAct !== seat) return 'NOT_YOUR_TURN';
  if (typeof action !== 'object' || action === null) return 'INVALID_ACTION';
  switch (action.type) {
    case 'call':
    case 'fold':
      return null;
    case 'check':
      return amountToCall(state, seat) === 0 ? null : 'CANNOT_CHECK';
    case 'raise':
      return raiseOptions(state, seat).includes(action.amount) ? null : 'INVALID_RAISE';
    default:
      return 'INVALID_ACTION';
  }
}

/**
 * True when the street's betting is over: the bets are matched (or the shorter side is all-in for
 * less) and either both seats have acted or nobody can bet any more (a stack is empty).
 */
export function isStreetComplete(state: Pick<PokerState, 'bets' | 'stacks' | 'acted'>): boolean {
  const { bets, stacks, acted } = state;
  const low: Seat = bets.player < bets.house ? 'player' : 'house';
  const matched = bets.player === bets.house || stacks[low] === 0;
  if (!matched) return false;
  return (acted.player && acted.house) || stacks.player === 0 || stacks.house === 0;
}
