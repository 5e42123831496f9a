import { routes } from '@coinwave/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** On mount and whenever the wave or user changes, the user joins the wave; failure is only logged (spec section 4). */
export function useJoinWave(userId: string | undefined, waveId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !waveId) return;
    api(routes.joinWave, { body: { userId } })
      .then((wave) => {
        // The reply is the current wave as it stands after the join: no need to read it again.
        queryClient.setQueryData(queryKeys.currentWave, wave);
        // A new member shows on the leaderboard (with 0) at once, not at its next refresh.
        // (A new wave surfed comes as the socket's user_update, or with the read of the user
        // that follows the socket's join of the wave's room.)
        void queryClient.invalidateQueries({ queryKey: queryKeys.waveLeaderboard(waveId) });
      })
      .catch((error: unknown) => console.warn('Joining the wave failed', error));
  }, [userId, waveId, queryClient]);
}
