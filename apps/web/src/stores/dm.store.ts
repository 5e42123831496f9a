import type { PublicUser } from '@coinwave/api-contract';
import { create } from 'zustand';

interface DmState {
  /** Direct-message mode on (the chat column shows contacts and a conversation). */
  dmMode: boolean;
  recipient: PublicUser | null;
  /** Contacts started here (clicked in chat or on the leaderboard) before any message exists. */
  started: PublicUser[];
  /** Bumped on every `startDm`, so the layout can bring the chat column forward on small screens. */
  requests: number;
  setDmMode: (on: boolean) => void;
  selectRecipient: (contact: PublicUser | null) => void;
  startDm: (contact: PublicUser) => void;
  reset: () => void;
}

/** Direct-message state shared by chat, the leaderboard and the layout. */
export const useDmStore = create<DmState>((set, get) => ({
  dmMode: false,
  recipient: null,
  started: [],
  requests: 0,
  setDmMode: (dmMode) => set({ dmMode }),
  selectRecipient: (recipient) => set({ recipient }),
  startDm: (contact) =>
    set({
      dmMode: true,
      recipient: contact,
      started: get().started.some((c) => c.id === contact.id)
        ? get().started
        : [...get().started, contact],
      requests: get().requests + 1,
    }),
  reset: () => set({ dmMode: false, recipient: null, started: [], requests: 0 }),
}));
