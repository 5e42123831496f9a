import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentWave } from '../../lib/use-current-wave';

/**
 * The current wave and its whole leaderboard (every member, best first), re-read every 30 s.
 * `fresh`: re-read it whenever the caller mounts, even if it was read a moment ago (the Leaderboard
 * place: a player who just joined the wave expects to find their own row there).
 */
export function useWaveLeaderboard({ fresh = false }: { fresh?: boolean } = {}) {
  const { data: wave } = useCurrentWave();
  const waveId = wave?.id ?? '';
  const board = useQuery({
    queryKey: queryKeys.waveLeaderboard(waveId),
    queryFn: () => api(routes.waveLeaderboard, { params: { waveId } }),
    enabled: !!wave,
    refetchInterval: 30_000,
    refetchOnMount: fresh ? 'always' : true,
  });
  return { wave, board };
}
