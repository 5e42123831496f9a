import type { RouletteReply } from '@coinwave/api-contract';
import {
  CHIP_SIZES,
  placeBet,
  type Bet,
  type BetError,
  type Spot,
} from '@coinwave/roulette-engine';
import { targetRotation } from './wheel-geometry';

// The roulette table's state machine (spec section 4): placing bets -> spinning (3 s) -> result
// shown, bets cleared. Bets are placed with the engine's own `placeBet`; the pocket and the
// winnings are the server's.

export type RoulettePhase = 'betting' | 'spinning' | 'result';

export interface RouletteState {
  phase: RoulettePhase;
  chip: number;
  bets: readonly Bet[];
  rotation: number;
  /** The spin in progress or the last one shown. */
  reply: RouletteReply | null;
  /** Why the last click was refused. */
  refused: BetError | null;
}

export type RouletteEvent =
  | { type: 'chip'; chip: number }
  | { type: 'place'; spot: Spot; balance: number }
  | { type: 'clear' }
  | { type: 'spin'; reply: RouletteReply }
  | { type: 'settled' };

export const initialRouletteState = (): RouletteState => ({
  phase: 'betting',
  chip: CHIP_SIZES[0] as number,
  bets: [],
  rotation: 0,
  reply: null,
  refused: null,
});

export function rouletteReducer(state: RouletteState, event: RouletteEvent): RouletteState {
  switch (event.type) {
    case 'chip':
      return CHIP_SIZES.includes(event.chip) ? { ...state, chip: event.chip } : state;
    case 'place': {
      if (state.phase === 'spinning') return state;
      const placed = placeBet(state.bets, event.spot, state.chip, event.balance);
      if (!placed.ok) return { ...state, refused: placed.error };
      return { ...state, phase: 'betting', bets: placed.bets, refused: null };
    }
    case 'clear':
      return state.phase === 'spinning' ? state : { ...state, bets: [], refused: null };
    case 'spin':
      if (state.phase === 'spinning' || state.bets.length === 0) return state;
      return {
        ...state,
        phase: 'spinning',
        reply: event.reply,
        rotation: targetRotation(state.rotation, event.reply.pocket.number),
        refused: null,
      };
    case 'settled':
      // All bets are cleared after resolution (spec section 4).
      return state.phase === 'spinning' ? { ...state, phase: 'result', bets: [] } : state;
  }
}

/** Spin needs at least one bet and a total stake the balance covers (spec section 5). */
export function canSpinRoulette(state: RouletteState, balance: number): boolean {
  const total = state.bets.reduce((sum, b) => sum + b.amount, 0);
  return state.phase !== 'spinning' && state.bets.length > 0 && total <= balance;
}
