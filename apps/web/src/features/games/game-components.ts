import type { GameKind, Game } from '@coinwave/api-contract';
import { preloadable, type Preloadable } from '../../lib/preloadable';
import { playParam } from './games';

/** What every game table receives: its game (id, kind, wave). The frame around it owns 'Leave Game'. */
export interface GameTableProps {
  game: Game;
}

/** The game tables, one chunk per kind (each a default export taking GameTableProps). */
export const gameComponents: Record<GameKind, Preloadable<GameTableProps>> = {
  slots: preloadable(() => import('./slots/SlotsTable').then((m) => m.default)),
  blackjack: preloadable(() => import('./blackjack/BlackjackTable').then((m) => m.default)),
  poker: preloadable(() => import('./poker/PokerTable').then((m) => m.default)),
  roulette: preloadable(() => import('./roulette/RouletteTable').then((m) => m.default)),
};

/**
 * Starts loading a table's chunk before the table is shown: `/?play=<game>` downloads it while
 * the game is being opened, and the table then shows as soon as the game is, without a fallback.
 */
export function preloadTable(kind: GameKind): void {
  void gameComponents[kind].preload().catch(() => {
    // Shown later by the table's own load, which tries again.
  });
}

/** Starts loading the table of the game `/?play=<game>` names, if the search names one. */
export function preloadRequestedTable(search: string): void {
  const kind = playParam(new URLSearchParams(search));
  if (kind) preloadTable(kind);
}
