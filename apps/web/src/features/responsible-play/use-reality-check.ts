import { routes } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentUser } from '../../lib/use-current-user';
import { isRealityCheckDue, isSessionRunning, realityCheckDelay } from './reality-check-schedule';

/**
 * The reality check's clock: reads the play session from the server, sets a timer for its
 * `nextAt` (on the browser's clock), reads the session again when it fires and shows the check if
 * it is still due in a running session. The answer is stored on the server, which tells every tab
 * (`play_session`): a check answered anywhere closes everywhere and never comes back on a reload.
 * When the balance or the rounds played move and no running session is known, a round may have
 * started one: the session is read again.
 */
export function useRealityCheck() {
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery({
    queryKey: queryKeys.playSession,
    queryFn: () => api(routes.playSession, {}),
  });
  /** The `nextAt` of the check on screen, or null. */
  const [shown, setShown] = useState<string | null>(null);
  /** The last check answered here: never shown twice, even before the server's answer lands. */
  const answered = useRef<string | null>(null);
  const latest = useRef(data);
  latest.current = data;

  // A stake moves the balance; a round that paid its stake back still counts as played.
  const user = useCurrentUser();
  const played = user ? `${user.coins}:${user.gamesPlayed}` : null;
  useEffect(() => {
    if (played === null || isSessionRunning(latest.current, Date.now())) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.playSession });
  }, [played, queryClient]);

  const nextAt = data?.realityCheck.nextAt ?? null;
  useEffect(() => {
    if (shown !== null && shown === nextAt) return;
    const delay = realityCheckDelay(data, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => {
      void refetch().then(({ data: fresh }) => {
        const due = fresh?.realityCheck.nextAt ?? null;
        if (isRealityCheckDue(fresh, Date.now()) && due !== answered.current) setShown(due);
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [data, nextAt, shown, refetch]);

  const answer = useMutation({
    mutationFn: (dueAt: string) => api(routes.ackRealityCheck, { body: { dueAt } }),
    onSuccess: (play) => queryClient.setQueryData(queryKeys.playSession, play),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.playSession }),
    onSettled: () => setShown(null),
  });

  const open = shown !== null && shown === nextAt && data?.session != null;
  return {
    open,
    session: data?.session ?? null,
    pending: answer.isPending,
    /**
     * Answers the check on screen ("Keep playing", "Take a break", or closing it); `then` runs once
     * the dialog has closed (answered or not).
     */
    acknowledge: (then?: () => void) => {
      if (shown === null || answer.isPending) return;
      answered.current = shown;
      answer.mutate(shown, { onSettled: then });
    },
  };
}
