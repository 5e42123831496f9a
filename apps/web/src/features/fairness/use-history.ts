import { routes, type RoundRecord } from '@coinwave/api-contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentWave } from '../../lib/use-current-wave';
import { fairnessKeys } from './use-fairness';
import { roundsQuery } from './history-filter';
import type { HistoryFilter } from './RoundHistory';

const PAGE = 20;

/** The player's rounds for a filter, a page at a time (newest first), and the waves to pick from. */
export function useHistory(filter: HistoryFilter) {
  const rounds = useInfiniteQuery({
    queryKey: [...fairnessKeys.rounds, filter.game, filter.waveId],
    queryFn: ({ pageParam }) => api(routes.rounds, { query: roundsQuery(filter, pageParam, PAGE) }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    refetchOnMount: 'always',
  });
  const { data: wave } = useCurrentWave();
  const past = useQuery({
    // Its own key: the Waves place pages the same list as an infinite query.
    queryKey: [...queryKeys.pastWaves(wave?.id ?? ''), 'latest-20'],
    queryFn: () => api(routes.pastWaves, { query: { limit: '20' } }),
    enabled: !!wave,
  });
  const waves = [
    ...(wave ? [{ id: wave.id, number: wave.number, current: true }] : []),
    ...(past.data?.waves ?? []).map((w) => ({ id: w.id, number: w.number })),
  ];
  const list: RoundRecord[] = rounds.data?.pages.flatMap((p) => p.rounds) ?? [];
  return { rounds, list, waves };
}
