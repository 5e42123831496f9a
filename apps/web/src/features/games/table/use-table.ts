import { ApiError } from '@coinwave/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { serverErrorText } from '../../../lib/api';
import { mergeCurrentUser } from '../../../lib/current-user';
import { readPlayRefusal } from '../../../lib/play-refusal';
import { queryKeys } from '../../../lib/query-keys';
import { playSound } from '../../../lib/sound';
import { useCurrentUser } from '../../../lib/use-current-user';
import { usePlayRefusalStore } from '../../../stores/play-refusal.store';
import { useSoundStore } from '../../../stores/sound.store';
import { toast } from '../../../stores/toast.store';

/** The player's balance (0 when signed out). */
export const useBalance = () => useCurrentUser()?.coins ?? 0;

/** The mute switch, for the TableBar. */
export function useMute() {
  const muted = useSoundStore((s) => s.muted);
  const toggleMuted = useSoundStore((s) => s.toggleMuted);
  return { muted, onToggleMute: toggleMuted };
}

/**
 * True when a call was refused because its round is no longer open: the rule settled it while the
 * player was away (a 409 whose body carries the settled `round`).
 */
export function wasSettledByRule(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  try {
    return typeof (JSON.parse(error.body) as { round?: unknown }).round === 'object';
  } catch {
    return false;
  }
}

/**
 * What every table does with the server's answers: the balance the server reports replaces the
 * one shown (the browser never computes it), a finished round refreshes the user's stats and the
 * leaderboard, and a refused call shows the server's reason as a toast. A refusal under a
 * responsible-play rule (a loss or session limit, a cool-off) also stays at the table until it
 * resets (the play-refusal store). `onRoundGone` puts the table back to its start when an action
 * finds its round settled by rule meanwhile.
 */
export function useTableServer(onRoundGone?: () => void) {
  const queryClient = useQueryClient();
  const roundGone = useRef(onRoundGone);
  roundGone.current = onRoundGone;
  /** A call is on its way: a second click is ignored until it is answered (one click = one request). */
  const inFlight = useRef(false);
  const applyBalance = useCallback(
    (balance: number) => mergeCurrentUser(queryClient, { coins: balance }),
    [queryClient],
  );
  const roundFinished = useCallback(() => {
    usePlayRefusalStore.getState().clear();
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries({ queryKey: ['wave'] });
    void queryClient.invalidateQueries({ queryKey: ['achievements'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.openRounds });
  }, [queryClient]);
  const showError = useCallback((error: unknown) => {
    const refusal = readPlayRefusal(error);
    if (refusal) usePlayRefusalStore.getState().show(refusal);
    playSound('wrong');
    toast({
      title: 'The table refused that',
      description: serverErrorText(error) ?? 'Something went wrong. Please try again.',
      variant: 'destructive',
    });
  }, []);
  /**
   * Runs one call to the table's route, unless one is already on its way: the table is busy until
   * `show` has played the reply out (it frees the table itself), or until a refusal has been shown.
   */
  const callTable = useCallback(
    async <R>(
      request: () => Promise<R>,
      show: (reply: R) => void,
      setBusy: (busy: boolean) => void,
    ) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        show(await request());
      } catch (error) {
        setBusy(false);
        showError(error);
        if (wasSettledByRule(error)) {
          roundFinished();
          roundGone.current?.();
        }
      } finally {
        inFlight.current = false;
      }
    },
    [showError, roundFinished],
  );
  return { applyBalance, roundFinished, showError, callTable };
}

export { netText } from './net-text';
