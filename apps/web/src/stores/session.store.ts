import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { seedCurrentUser } from '../lib/current-user';

interface SessionState {
  /** False until browser storage has been read (the loading screen shows until then). */
  hydrated: boolean;
  /** Reads browser storage once: a stored user seeds the `me` query for the first paint. */
  hydrate: (queryClient: QueryClient) => void;
}

/**
 * Whether the stored user has been read. The user itself is the `me` query (lib/current-user);
 * the session cookie stays the authority.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  hydrated: false,
  hydrate: (queryClient) => {
    if (get().hydrated) return;
    seedCurrentUser(queryClient);
    set({ hydrated: true });
  },
}));
