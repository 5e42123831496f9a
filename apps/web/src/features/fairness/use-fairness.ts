import { routes, type RotateResponse } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, serverErrorText } from '../../lib/api';
import { toast } from '../../stores/toast.store';

/** The fairness pages' query keys: the seeds, the rounds (every filter below it) and the log. */
export const fairnessKeys = {
  fairness: ['fairness'] as const,
  rounds: ['fairness', 'rounds'] as const,
  commitments: ['fairness', 'commitments'] as const,
};

/** The player's seeds, with saving a client seed and rotating the server seed. */
export function useFairness() {
  const queryClient = useQueryClient();
  const fairness = useQuery({
    queryKey: fairnessKeys.fairness,
    queryFn: () => api(routes.fairness, {}),
    refetchOnMount: 'always',
  });
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: serverErrorText(error) ?? 'Please try again.',
      variant: 'destructive',
    });
  const saveSeed = useMutation({
    mutationFn: (clientSeed: string) => api(routes.setClientSeed, { body: { clientSeed } }),
    onSuccess: (data) => {
      queryClient.setQueryData(fairnessKeys.fairness, data);
      toast({
        title: 'Client seed saved',
        description: 'Your next rounds use it.',
        variant: 'success',
      });
    },
    onError: failed('Could not save the client seed'),
  });
  const rotate = useMutation({
    mutationFn: () => api(routes.rotateSeed, {}),
    onSuccess: (data: RotateResponse) => {
      queryClient.setQueryData(fairnessKeys.fairness, data.fairness);
      void queryClient.invalidateQueries({ queryKey: fairnessKeys.rounds });
      void queryClient.invalidateQueries({ queryKey: fairnessKeys.commitments });
      toast({
        title: 'Server seed rotated',
        description: 'Your past rounds can now be verified.',
        variant: 'success',
      });
    },
    onError: failed('Could not rotate the seed'),
  });
  return { fairness, saveSeed, rotate };
}
