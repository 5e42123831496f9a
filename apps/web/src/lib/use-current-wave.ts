import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** The spec's wave poll interval: 5 seconds. */
export const WAVE_POLL_MS = 5_000;

/** The current wave, re-fetched every 5 seconds (spec section 4). */
export function useCurrentWave(enabled = true) {
  return useQuery({
    queryKey: queryKeys.currentWave,
    queryFn: () => api(routes.currentWave, {}),
    refetchInterval: WAVE_POLL_MS,
    enabled,
  });
}
