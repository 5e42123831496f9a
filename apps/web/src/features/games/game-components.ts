import type { GameKind, Game } from '@coinwave/api-contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every game table receives: its game (id, kind, wave). The frame around it owns 'Leave Game'. */
export interface GameTableProps {
  game: Game;
}

/** The game tables, one lazily loaded chunk per kind (each a default export taking GameTableProps). */
export const gameComponents: Record<
  GameKind,
  LazyExoticComponent<ComponentType<GameTableProps>>
> = {
  slots: lazy(() => import('./slots/SlotsTable')),
  blackjack: lazy(() => import('./blackjack/BlackjackTable')),
  poker: lazy(() => import('./poker/PokerTable')),
  roulette: lazy(() => import('./roulette/RouletteTable')),
};
