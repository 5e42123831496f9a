import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api, isUnauthorized } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { useSessionStore } from '../stores/session.store';

/**
 * The session cookie is the authority: `GET /api/auth/me` refreshes the stored user, and a stale
 * stored user whose session is gone goes back to /auth. Returns true once the server answered
 * (the stored user is then fresh: its role, for instance).
 */
export function useSessionCheck(enabled: boolean): boolean {
  const navigate = useNavigate();
  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: () => api(routes.me, {}),
    enabled,
    retry: (failures, error) => !isUnauthorized(error) && failures < 1,
  });
  useEffect(() => {
    if (me.data) useSessionStore.getState().signIn(me.data);
  }, [me.data]);
  useEffect(() => {
    if (isUnauthorized(me.error)) {
      useSessionStore.getState().signOut();
      void navigate('/auth', { replace: true });
    }
  }, [me.error, navigate]);
  return me.isFetched;
}
