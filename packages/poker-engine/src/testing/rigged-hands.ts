import { createDeck, createSeededRng, type Card } from '@coinwave/game-core';
import { startHand, type StartHandConfig } from '../game/hand-machine';
import type { PokerState } from '../game/poker-types';
import { parseCards } from './parse-cards';

/** Test helper: a started hand (player on the button by default, so the house has not acted). */
export function started(config: Partial<StartHandConfig> = {}, seed = 'test'): PokerState {
  const result = startHand(
    { playerChips: 1000, button: 'player', houseRunouts: 200, ...config },
    createSeededRng(seed),
  );
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

/**
 * Test helper: the same state with a stacked deck: player hole, house hole, then the board, e.g.
 * rig(state, 'As Ad', '7c 2d', 'Kh 9s 5c 3d Jh'); the other cards follow in deck order.
 */
export function rig(state: PokerState, player: string, house: string, board: string): PokerState {
  const top = parseCards(`${player} ${house} ${board}`);
  const key = (c: Card) => `${c.rank}${c.suit}`;
  const chosen = new Set(top.map(key));
  const deck = [...top, ...createDeck().filter((c) => !chosen.has(key(c)))];
  return { ...state, deck, holes: { player: deck.slice(0, 2), house: deck.slice(2, 4) } };
}
