import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { serverErrorText } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { playSound } from '../../../lib/sound';
import { useSessionStore } from '../../../stores/session.store';
import { useSoundStore } from '../../../stores/sound.store';
import { toast } from '../../../stores/toast.store';

/** The player's balance (0 when signed out). */
export const useBalance = () => useSessionStore((s) => s.user?.coins ?? 0);

/** The mute switch, for the TableBar. */
export function useMute() {
  const muted = useSoundStore((s) => s.muted);
  const toggleMuted = useSoundStore((s) => s.toggleMuted);
  return { muted, onToggleMute: toggleMuted };
}

/**
 * What every table does with the server's answers: the balance the server reports replaces the
 * one shown (the browser never computes it), a finished round refreshes the user's stats and the
 * leaderboard, and a refused call shows the server's reason as a toast.
 */
export function useTableServer() {
  const queryClient = useQueryClient();
  const applyBalance = useCallback((balance: number) => {
    const user = useSessionStore.getState().user;
    if (user) useSessionStore.getState().merge(user.id, { coins: balance });
  }, []);
  const roundFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries({ queryKey: ['wave'] });
    void queryClient.invalidateQueries({ queryKey: ['achievements'] });
  }, [queryClient]);
  const showError = useCallback((error: unknown) => {
    playSound('wrong');
    toast({
      title: 'The table refused that',
      description: serverErrorText(error) ?? 'Something went wrong. Please try again.',
      variant: 'destructive',
    });
  }, []);
  /**
   * Runs one call to the table's route: the table is busy until `show` has played the reply out
   * (it frees the table itself), or until a refusal has been shown.
   */
  const callTable = useCallback(
    async <R>(
      request: () => Promise<R>,
      show: (reply: R) => void,
      setBusy: (busy: boolean) => void,
    ) => {
      setBusy(true);
      try {
        show(await request());
      } catch (error) {
        setBusy(false);
        showError(error);
      }
    },
    [showError],
  );
  return { applyBalance, roundFinished, showError, callTable };
}

export { netText } from './net-text';
