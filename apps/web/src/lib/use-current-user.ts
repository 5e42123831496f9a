import type { User } from '@coinwave/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../stores/session.store';
import { meQuery } from './current-user';

/** The signed-in user (null: nobody), read from the `me` query without fetching it. */
export function useCurrentUser(): User | null {
  return useQuery({ ...meQuery, enabled: false }).data ?? null;
}

/** Reads browser storage once; the signed-in user, or null, after that. */
export function useHydratedSession(): { hydrated: boolean; user: User | null } {
  const queryClient = useQueryClient();
  const hydrated = useSessionStore((s) => s.hydrated);
  const hydrate = useSessionStore((s) => s.hydrate);
  const user = useCurrentUser();
  useEffect(() => {
    hydrate(queryClient);
  }, [hydrate, queryClient]);
  return { hydrated, user };
}
