import { routes, type RestrictionPeriod } from '@coinwave/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverErrorText } from '../../lib/api';
import { mergeCurrentUser } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../stores/toast.store';
import { formatLocalDate, PERIOD_LABELS } from './play-format';

/**
 * Starts a cool-off or self-exclusion: on success the restriction joins the signed-in user at once
 * (the server also tells every other tab), the limits are read again, and a toast says until when.
 */
export function useCoolOff(onStarted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: RestrictionPeriod) => api(routes.coolOff, { body: { period } }),
    onSuccess: (restriction) => {
      mergeCurrentUser(queryClient, { restriction });
      void queryClient.invalidateQueries({ queryKey: queryKeys.limits });
      toast({
        title: restriction.kind === 'cool_off' ? 'Cool-off started' : 'Self-exclusion started',
        description:
          restriction.endsAt === null
            ? 'Games, coin claims and chat messages are closed to this account for good.'
            : `${PERIOD_LABELS[restriction.period]}: games, coin claims and chat messages are paused until ${formatLocalDate(restriction.endsAt)}.`,
        variant: 'success',
      });
      onStarted();
    },
    onError: (error) =>
      toast({
        title: 'The break did not start',
        description: serverErrorText(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      }),
  });
}
