import type { User } from '@coinwave/api-contract';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSessionStore } from '../stores/session.store';
import { currentUser } from './current-user';
import { queryKeys } from './query-keys';

const meHash = hashKey(queryKeys.me);

/**
 * The signed-in user (null: nobody), read from the `me` query's cache entry without fetching it
 * (no query observer: the entry chunk stays within its size budget).
 */
export function useCurrentUser(): User | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === meHash) onChange();
      }),
    [queryClient],
  );
  const snapshot = () => currentUser(queryClient);
  // The server's snapshot is the same read: the prerendered auth screen (app/first-screen.tsx) was
  // rendered with nobody signed in, and the browser hydrates it only then.
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const readHydrated = () => useSessionStore.getState().hydrated;

/** Reads browser storage once; the signed-in user, or null, after that. */
export function useHydratedSession(): { hydrated: boolean; user: User | null } {
  const queryClient = useQueryClient();
  // Not the store's hook: its server snapshot is the initial state (not read yet), while the
  // prerender and the browser's first render both have storage read.
  const hydrated = useSyncExternalStore(useSessionStore.subscribe, readHydrated, readHydrated);
  const hydrate = useSessionStore.getState().hydrate;
  const user = useCurrentUser();
  useEffect(() => {
    hydrate(queryClient);
  }, [hydrate, queryClient]);
  return { hydrated, user };
}
