import type { Game } from '@coinwave/api-contract';
import { create } from 'zustand';

interface OpenTableState {
  /** The game whose table the game area shows; null: the tiles. */
  game: Game | null;
  open: (game: Game) => void;
  close: () => void;
}

/**
 * The table the player has open. Kept here rather than in the game area, so it outlives the main
 * screen: a page visited from the table (its 'Provably fair' link, the footer's pages) and the
 * browser's Back lead back to the table, not to the tiles. Leave Game and signing out close it;
 * the game area shows it only to the player whose game it is.
 */
export const useOpenTableStore = create<OpenTableState>((set) => ({
  game: null,
  open: (game) => set({ game }),
  close: () => set({ game: null }),
}));
