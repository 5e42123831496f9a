import type { GameKind, Game } from '@coinwave/api-contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every game table receives: its game (id, kind, wave). The frame around it owns 'Leave Game'. */
export interface GameTableProps {
  game: Game;
}

type TableModule = { default: ComponentType<GameTableProps> };

/** Each game table's chunk (a default export taking GameTableProps). */
const tableLoaders: Record<GameKind, () => Promise<TableModule>> = {
  slots: () => import('./slots/SlotsTable'),
  blackjack: () => import('./blackjack/BlackjackTable'),
  poker: () => import('./poker/PokerTable'),
  roulette: () => import('./roulette/RouletteTable'),
};

/** The game tables, one lazily loaded chunk per kind. */
export const gameComponents = Object.fromEntries(
  Object.entries(tableLoaders).map(([kind, load]) => [kind, lazy(load)]),
) as Record<GameKind, LazyExoticComponent<ComponentType<GameTableProps>>>;

/**
 * Starts loading a table's chunk before the table is shown (the browser keeps the module, so its
 * lazy component finds it loaded): `/?play=<game>` downloads it while the game is being opened.
 */
export function preloadTable(kind: GameKind): void {
  void tableLoaders[kind]().catch(() => {
    // Shown later by the lazy component's own load, which fails the same way.
  });
}
