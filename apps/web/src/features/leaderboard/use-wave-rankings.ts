import { routes } from '@coinwave/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentWave } from '../../lib/use-current-wave';

/** Players per page of the full rankings. */
export const RANKINGS_PAGE_SIZE = 10;

/**
 * A page of the current wave's full rankings (ranks `offset + 1` on), with the player's own row,
 * re-read on every mount, every 30 s and on each wave_update; the previous page stays on screen
 * while the next loads.
 */
export function useWaveRankings(offset: number) {
  const { data: wave } = useCurrentWave();
  const waveId = wave?.id ?? '';
  const page = useQuery({
    queryKey: queryKeys.waveRankings(waveId, offset),
    queryFn: () =>
      api(routes.waveRankings, {
        params: { waveId },
        query: { limit: String(RANKINGS_PAGE_SIZE), offset: String(offset) },
      }),
    enabled: !!wave,
    refetchInterval: 30_000,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
  return { wave, page };
}
