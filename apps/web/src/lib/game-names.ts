import type { GameKind } from '@coinwave/api-contract';

/** Each game's display name: the tiles, the tables, history and the luck report. */
export const GAME_NAMES: Readonly<Record<GameKind, string>> = {
  slots: 'Slots',
  blackjack: 'Blackjack',
  poker: 'Poker',
  roulette: 'Roulette',
};
