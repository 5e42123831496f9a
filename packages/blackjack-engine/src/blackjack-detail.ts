import type { BlackjackAction, BlackjackState } from './blackjack-state';
import { view, type BlackjackView } from './blackjack-view';

/** The record of a finished blackjack hand: the bet, the actions in order, and the finished view. */
export interface BlackjackHandDetail {
  game: 'blackjack';
  bet: number;
  actions: BlackjackAction[];
  view: BlackjackView;
}

/** The record of a finished blackjack hand (every card shown), from its bet and actions. */
export function blackjackDetail(
  bet: number,
  actions: readonly BlackjackAction[],
  finished: BlackjackState,
): BlackjackHandDetail {
  return { game: 'blackjack', bet, actions: [...actions], view: view(finished) };
}
