import type { Card } from '@coinwave/game-core';
import { evaluateHand, type HandRank } from '../evaluator/hand-evaluator';
import { legalActions, type LegalActions } from './betting-rules';
import {
  isHandOver,
  otherSeat,
  type HandEvent,
  type HandPhase,
  type HandResult,
  type PokerState,
  type Seat,
  type SeatChips,
} from './poker-types';

/** One seat as the spec's poker player record (id, name, chips, hand, isAI, isActive, currentBet, lastAction). */
export interface PokerPlayerView {
  readonly id: Seat;
  readonly name: string;
  readonly chips: number;
  /** The seat's hole cards; empty when hidden from the viewer. */
  readonly hand: readonly Card[];
  readonly isAI: boolean;
  /** True while the seat is still in the hand (has not folded). */
  readonly isActive: boolean;
  readonly currentBet: number;
  readonly lastAction: string | null;
  readonly isButton: boolean;
}

/** What one seat may see of a hand: plain JSON, no deck, no Rng, no hidden cards. */
export interface PokerView {
  readonly phase: HandPhase;
  readonly handOver: boolean;
  readonly viewer: Seat;
  readonly button: Seat;
  readonly players: readonly PokerPlayerView[];
  readonly board: readonly Card[];
  readonly pot: number;
  readonly stacks: SeatChips;
  readonly bets: SeatChips;
  readonly toAct: Seat | null;
  /** The viewer's options when it is the viewer's turn, else null. */
  readonly legalActions: LegalActions | null;
  /** The viewer's current best hand once the flop is out. */
  readonly viewerHand: HandRank | null;
  readonly houseRestocked: boolean;
  readonly log: readonly HandEvent[];
  /** The events of the last step (the house's reply and any cards dealt), for the UI's delays. */
  readonly lastEvents: readonly HandEvent[];
  readonly result: HandResult | null;
}

const NAMES: Record<Seat, string> = { player: 'You', house: 'House' };

function lastActionOf(log: readonly HandEvent[], seat: Seat): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i] as HandEvent;
    if (event.type === 'deal') return null;
    if ('seat' in event && event.seat === seat) {
      if (event.type === 'raise') return `raise ${event.amount}`;
      if (event.type === 'call') return `call ${event.amount}`;
      if (event.type === 'check' || event.type === 'fold') return event.type;
    }
  }
  return null;
}

/**
 * The hand as `seat` may see it. The opponent's hole cards appear only once the hand ended in a
 * showdown; a folded hand never shows them. The deck, the Rng state and the run-out setting are
 * never included.
 */
export function view(state: PokerState, seat: Seat): PokerView {
  const shown = state.phase === 'showdown';
  const folded = state.result?.reason === 'fold' ? otherSeat(state.result.winner as Seat) : null;
  const players = (['player', 'house'] as const).map((id): PokerPlayerView => ({
    id,
    name: NAMES[id],
    chips: state.stacks[id],
    hand: id === seat || shown ? [...state.holes[id]] : [],
    isAI: id === 'house',
    isActive: folded !== id,
    currentBet: state.bets[id],
    lastAction: lastActionOf(state.log, id),
    isButton: state.button === id,
  }));
  return {
    phase: state.phase,
    handOver: isHandOver(state),
    viewer: seat,
    button: state.button,
    players,
    board: [...state.board],
    pot: state.pot,
    stacks: { ...state.stacks },
    bets: { ...state.bets },
    toAct: state.toAct,
    legalActions: legalActions(state, seat),
    viewerHand:
      state.board.length >= 3 ? evaluateHand([...state.holes[seat], ...state.board]) : null,
    houseRestocked: state.houseRestocked,
    log: [...state.log],
    lastEvents: state.log.slice(state.stepStart),
    result: state.result,
  };
}
