import { routes } from '@coinwave/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { setCurrentUser } from '../../lib/current-user';
import { useDmStore } from '../../stores/dm.store';
import { useOpenTableStore } from '../../stores/open-table.store';
import { useRealtimeStore } from '../realtime/realtime';

/** Forgets the stored user and every cached query, and goes back to /auth (the server already ended it). */
export function useForgetSession(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    setCurrentUser(queryClient, null);
    useDmStore.getState().reset();
    useRealtimeStore.getState().reset();
    useOpenTableStore.getState().close();
    queryClient.clear();
    void navigate('/auth', { replace: true });
  };
}

/** Ends the session on the server, forgets the stored user and every cached query, back to /auth. */
export function useLogout(): () => Promise<void> {
  const forget = useForgetSession();
  return async () => {
    try {
      await api(routes.logout, {});
    } catch (error) {
      console.warn('Logout call failed; forgetting the local session anyway', error);
    }
    forget();
  };
}
