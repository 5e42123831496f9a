import { routes, type WavesPage } from '@coinwave/api-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useNow } from '../../lib/use-now';
import { useWaveFigures } from './use-wave-figures';
import { WavesView } from './WavesView';

/** Ended waves per page of 'Load more'. */
export const PAST_WAVES_PAGE = 10;

/** The Waves place wired to the current wave and the paginated list of ended waves. */
export function WavesPlace({ userId, onBack }: { userId: string; onBack: () => void }) {
  const now = useNow();
  const { wave, surfers, activeGames, messages } = useWaveFigures();
  const past = useInfiniteQuery({
    queryKey: queryKeys.pastWaves(wave?.id ?? ''),
    queryFn: ({ pageParam }): Promise<WavesPage> =>
      api(routes.pastWaves, {
        query: {
          limit: String(PAST_WAVES_PAGE),
          ...(pageParam === null ? {} : { before: String(pageParam) }),
        },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: !!wave,
    staleTime: 60_000,
  });
  return (
    <WavesView
      current={{ wave, surfers, activeGames, messages }}
      now={now}
      past={past.data?.pages.flatMap((p) => p.waves) ?? []}
      pastStatus={past.status}
      hasMore={past.hasNextPage}
      loadingMore={past.isFetchingNextPage}
      loadMoreFailed={past.isFetchNextPageError}
      currentUserId={userId}
      onLoadMore={() => void past.fetchNextPage()}
      onRetry={() => void past.refetch()}
      onBack={onBack}
    />
  );
}
