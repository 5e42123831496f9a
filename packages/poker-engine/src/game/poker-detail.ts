import type { Writable } from '@coinwave/game-core';
import type { PokerAction, PokerState, Seat } from './poker-types';
import { view, type PokerView } from './poker-view';

/** How a hand started: the player's chips (their balance then), the house stack, the button. */
export interface PokerHandStart {
  playerChips: number;
  houseChips: number;
  button: Seat;
}

/** The record of a finished poker hand: its start, the player's actions, and the final view. */
export interface PokerHandDetail {
  game: 'poker';
  start: PokerHandStart;
  actions: Writable<PokerAction>[];
  /** True when the last action was the fold the rule plays for a hand left alone. */
  autoFolded: boolean;
  view: Writable<PokerView>;
}

/** The record of a finished poker hand, seen from the player's seat (every revealed card shown). */
export function pokerDetail(
  start: PokerHandStart,
  actions: readonly PokerAction[],
  autoFolded: boolean,
  finished: PokerState,
): PokerHandDetail {
  return {
    game: 'poker',
    start: { ...start },
    actions: actions.map((a) => ({ ...a })),
    autoFolded,
    view: view(finished, 'player') as Writable<PokerView>,
  };
}
