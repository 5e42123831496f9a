import { routes } from '@coinwave/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '../../components/Button';
import { api, serverErrorText } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../stores/toast.store';

/** 'New Wave': creates a wave, then refreshes the current one (spec sections 2 and 7). */
export function NewWaveButton() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => api(routes.createWave, {}),
    onSuccess: (wave) => {
      queryClient.setQueryData(queryKeys.currentWave, wave);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentWave });
      toast({
        title: '🌊 New Wave Created!',
        description: 'Surf into fresh connections and games!',
        variant: 'success',
      });
    },
    // The spec's refusal text, then the server's reason (e.g. how long until a new wave may start).
    onError: (error) => {
      const reason = serverErrorText(error);
      toast({
        title: 'Failed to create wave',
        description: reason ? `Please try again later. ${reason}.` : 'Please try again later.',
        variant: 'destructive',
      });
    },
  });
  return (
    <Button variant="outline" size="sm" onClick={() => create.mutate()} disabled={create.isPending}>
      <Plus size={14} aria-hidden="true" />
      <span className="max-[400px]:sr-only">New Wave</span>
    </Button>
  );
}
