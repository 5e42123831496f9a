import type { BonusView, SlotsReply } from '@coinwave/api-contract';
import { DEFAULT_BET } from '@coinwave/slots-engine';
import { spinningGrid, type Grid } from './slots-timing';

// The slots table's state machine (spec section 4): idle -> spinning (2 s) -> shown, and when the
// spin triggered the bonus: shown -> bonus (after 1 s) -> ending (1.5 s after the 4th wrong pop)
// -> idle. It only holds what the server said and what is on screen; it decides nothing.

export type SlotsPhase = 'idle' | 'spinning' | 'shown' | 'bonus' | 'ending';

export interface SlotsState {
  phase: SlotsPhase;
  bet: number;
  grid: Grid;
  /** Where each reel's animation starts (the previous stops), and the current frame. */
  startStops: number[];
  frame: number;
  /** The last reply of the round in play (spin or pop). */
  round: SlotsReply | null;
  bonus: BonusView | null;
  /** True while a balloon pop is on its way. */
  popping: boolean;
}

export type SlotsEvent =
  | { type: 'bet'; bet: number }
  | { type: 'spin' }
  | { type: 'tick'; frame: number }
  | { type: 'revealed'; reply: SlotsReply }
  | { type: 'failed' }
  | { type: 'bonusStarted' }
  | { type: 'popSent' }
  | { type: 'popped'; reply: SlotsReply }
  | { type: 'popFailed' }
  | { type: 'ended' }
  /** The rule settled the bonus while the player was away: back between rounds. */
  | { type: 'settledByRule' }
  | { type: 'resume'; reply: SlotsReply };

const START_STOPS = [0, 8, 16, 24, 4];

export const initialSlotsState = (): SlotsState => ({
  phase: 'idle',
  bet: DEFAULT_BET,
  grid: spinningGrid(START_STOPS, 0),
  startStops: START_STOPS,
  frame: 0,
  round: null,
  bonus: null,
  popping: false,
});

/** Resumes an unfinished bonus round (after a reload) straight into the bonus. */
export function resumeBonus(state: SlotsState, reply: SlotsReply): SlotsState {
  return {
    ...state,
    phase: 'bonus',
    bet: reply.bet,
    grid: reply.grid,
    startStops: reply.stops,
    round: reply,
    bonus: reply.bonus,
  };
}

/** Applies one event; an event that does not belong to the current phase changes nothing. */
export function slotsReducer(state: SlotsState, event: SlotsEvent): SlotsState {
  switch (event.type) {
    case 'bet':
      return state.phase === 'idle' || state.phase === 'shown'
        ? { ...state, bet: event.bet }
        : state;
    case 'spin':
      if (state.phase !== 'idle' && state.phase !== 'shown') return state;
      return {
        ...state,
        phase: 'spinning',
        frame: 0,
        round: null,
        bonus: null,
        grid: spinningGrid(state.startStops, 0),
      };
    case 'tick':
      if (state.phase !== 'spinning') return state;
      return { ...state, frame: event.frame, grid: spinningGrid(state.startStops, event.frame) };
    case 'revealed':
      if (state.phase !== 'spinning') return state;
      return {
        ...state,
        phase: 'shown',
        grid: event.reply.grid,
        startStops: event.reply.stops,
        round: event.reply,
      };
    case 'failed':
      return state.phase === 'spinning'
        ? { ...state, phase: 'idle', grid: spinningGrid(state.startStops, 0) }
        : state;
    case 'bonusStarted':
      if (state.phase !== 'shown' || !state.round?.bonus) return state;
      return { ...state, phase: 'bonus', bonus: state.round.bonus };
    case 'popSent':
      return state.phase === 'bonus' && !state.popping ? { ...state, popping: true } : state;
    case 'popped': {
      if (state.phase !== 'bonus') return state;
      const finished = event.reply.bonus?.phase === 'finished';
      return {
        ...state,
        popping: false,
        round: event.reply,
        bonus: event.reply.bonus,
        phase: finished ? 'ending' : 'bonus',
      };
    }
    case 'popFailed':
      return { ...state, popping: false };
    case 'ended':
      return state.phase === 'ending' ? { ...state, phase: 'shown' } : state;
    case 'settledByRule':
      return state.phase === 'bonus'
        ? { ...state, phase: 'shown', popping: false, bonus: null }
        : state;
    case 'resume':
      return state.phase === 'idle' && event.reply.bonus?.phase === 'popping'
        ? resumeBonus(state, event.reply)
        : state;
  }
}

/** The reels can be spun and the bet changed only between rounds. */
export const isBetween = (state: SlotsState) => state.phase === 'idle' || state.phase === 'shown';
