import { create } from 'zustand';

const MUTE_KEY = 'coinwave:muted';

function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTE_KEY) === '1';
  } catch {
    // Storage may be unavailable (private mode): sound starts on, as for a first visit.
    return false;
  }
}

interface SoundState {
  muted: boolean;
  toggleMuted: () => void;
}

/** The game sounds' mute switch, persisted in browser storage so it survives reloads. */
export const useSoundStore = create<SoundState>((set, get) => ({
  muted: readMuted(),
  toggleMuted: () => {
    const muted = !get().muted;
    try {
      globalThis.localStorage?.setItem(MUTE_KEY, muted ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode); the switch still works for this tab.
    }
    set({ muted });
  },
}));
