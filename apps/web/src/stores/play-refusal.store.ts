import { create } from 'zustand';
import type { PlayRefusalInfo } from '../lib/play-refusal';

interface PlayRefusalState {
  /** The latest round or stake a limit or a cool-off refused, shown at the table until it resets. */
  refusal: PlayRefusalInfo | null;
  show: (refusal: PlayRefusalInfo) => void;
  clear: () => void;
}

/**
 * What a table last heard from a responsible-play refusal: the games write it, the table's
 * notice (responsible play) reads it, neither knowing the other.
 */
export const usePlayRefusalStore = create<PlayRefusalState>((set) => ({
  refusal: null,
  show: (refusal) => set({ refusal }),
  clear: () => set({ refusal: null }),
}));
