import { routes, type Wave } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** The spec's wave poll interval: 5 seconds. */
export const WAVE_POLL_MS = 5_000;

const currentWaveQuery = {
  queryKey: queryKeys.currentWave,
  queryFn: () => api(routes.currentWave, {}),
  refetchInterval: WAVE_POLL_MS,
};

/** The current wave, re-fetched every 5 seconds (spec section 4). */
export function useCurrentWave(enabled = true) {
  return useQuery({ ...currentWaveQuery, enabled });
}

const waveId = (wave: Wave) => wave.id;

/**
 * Only the current wave's id: its reader re-renders when the wave turns over, not at every poll
 * that brings new figures.
 */
export function useCurrentWaveId(): string | undefined {
  return useQuery({ ...currentWaveQuery, select: waveId }).data;
}
