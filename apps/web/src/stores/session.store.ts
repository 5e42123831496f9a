import type { User } from '@coinwave/api-contract';
import { create } from 'zustand';
import { clearStoredUser, readStoredUser, storeUser } from '../lib/current-user';

interface SessionState {
  /** False until browser storage has been read (the loading screen shows until then). */
  hydrated: boolean;
  user: User | null;
  hydrate: () => void;
  signIn: (user: User) => void;
  /** Merges server data into the current user when the id matches (socket user_update, refreshes). */
  merge: (userId: string, data: Partial<User>) => void;
  signOut: () => void;
}

/** The signed-in user, mirrored to browser storage; the session cookie stays the authority. */
export const useSessionStore = create<SessionState>((set, get) => ({
  hydrated: false,
  user: null,
  hydrate: () => {
    if (get().hydrated) return;
    set({ hydrated: true, user: readStoredUser() });
  },
  signIn: (user) => {
    storeUser(user);
    set({ hydrated: true, user });
  },
  merge: (userId, data) => {
    const current = get().user;
    if (!current || current.id !== userId) return;
    const user = { ...current, ...data, id: current.id };
    storeUser(user);
    set({ user });
  },
  signOut: () => {
    clearStoredUser();
    set({ user: null });
  },
}));
