import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthorized } from '../lib/api';
import { setCurrentUser } from '../lib/current-user';
import { meQuery } from '../lib/me-query';

/**
 * The session cookie is the authority: `GET /api/auth/me` refreshes the stored user, and a stale
 * stored user whose session is gone goes back to /auth. Returns true once the server answered
 * (the stored user is then fresh: its role, for instance).
 */
export function useSessionCheck(enabled: boolean): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({
    ...meQuery,
    enabled,
    retry: (failures, error) => !isUnauthorized(error) && failures < 1,
  });
  useEffect(() => {
    if (isUnauthorized(me.error)) {
      setCurrentUser(queryClient, null);
      void navigate('/auth', { replace: true });
    }
  }, [me.error, navigate, queryClient]);
  // The user seeded from storage is dated 0: it is not an answer.
  return me.dataUpdatedAt > 0 || me.errorUpdatedAt > 0;
}
