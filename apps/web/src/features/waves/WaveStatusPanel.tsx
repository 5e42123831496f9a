import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentWave } from '../../lib/use-current-wave';
import { useNow } from '../../lib/use-now';
import { WaveStatus } from './WaveStatus';

/** The wave panel with live figures: games and messages counted from their lists. */
export function WaveStatusPanel() {
  const now = useNow();
  const { data: wave } = useCurrentWave();
  const waveId = wave?.id ?? '';
  const games = useQuery({
    queryKey: queryKeys.waveGames(waveId),
    queryFn: () => api(routes.waveGames, { params: { waveId } }),
    enabled: !!wave,
    refetchInterval: 15_000,
  });
  const messages = useQuery({
    queryKey: queryKeys.waveMessages(waveId),
    queryFn: () => api(routes.waveMessages, { params: { waveId } }),
    enabled: !!wave,
  });
  return (
    <WaveStatus
      wave={wave ?? null}
      activeGames={Math.max(games.data?.length ?? 0, wave?.gamesCount ?? 0)}
      messages={Math.max(messages.data?.length ?? 0, wave?.messagesCount ?? 0)}
      now={now}
    />
  );
}
