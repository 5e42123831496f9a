import { routes } from '@coinwave/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, intent, serverErrorText } from '../../lib/api';
import { setCurrentUser } from '../../lib/current-user';
import { claimRemainingMs } from '../../lib/time';
import { useCurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { toast } from '../../stores/toast.store';
import { CLAIM_SUCCESS, claimFailure, isClaimSuccess } from './claim';
import { ClaimView } from './ClaimView';

/** A 200 reply with `success: false`. */
class ClaimRefused extends Error {
  constructor(readonly serverText: string | undefined) {
    super(serverText ?? 'Claim refused');
  }
}

/** Claims 1,000 coins once per hour; after a success the user is refreshed from the server. */
export function ClaimControl() {
  const now = useNow();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const claim = useMutation({
    mutationFn: async (userId: string) => {
      const reply = await intent(routes.claimCoins, { params: { id: userId } });
      if (!isClaimSuccess(reply)) throw new ClaimRefused(reply.error);
      return reply;
    },
    onSuccess: async () => {
      toast({ ...CLAIM_SUCCESS, variant: 'success' });
      try {
        setCurrentUser(queryClient, await api(routes.me, {}));
      } catch (error) {
        console.warn('Refreshing the user after a claim failed', error);
      }
    },
    onError: (error) =>
      toast({
        ...claimFailure(error instanceof ClaimRefused ? error.serverText : serverErrorText(error)),
        variant: 'destructive',
      }),
  });
  if (!user) return null;
  return (
    <ClaimView
      remainingMs={claimRemainingMs(user.lastCoinClaim, now)}
      onClaim={() => claim.mutate(user.id)}
      pending={claim.isPending}
    />
  );
}
