import { routes, verifyCommitments } from '@coinwave/api-contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, serverErrorText } from '../../lib/api';
import { checkSeedAgainstLog, sha256Text, type SeedCheck } from './commitment-check';
import { CommitmentsPanel } from './CommitmentsPanel';
import { fairnessKeys } from './use-fairness';

const PAGE = 10;

/**
 * The public log wired to the API (anyone may read it, signed in or not): pages of entries,
 * checked in the browser with WebCrypto as they load, and the revealed-seed check.
 */
export function CommitmentsSection({
  holder,
  revealedSeed,
}: {
  holder: string | null;
  revealedSeed?: string;
}) {
  const pages = useInfiniteQuery({
    queryKey: fairnessKeys.commitments,
    queryFn: ({ pageParam }) =>
      api(routes.commitments, {
        query: {
          limit: String(PAGE),
          ...(pageParam === null ? {} : { before: String(pageParam) }),
        },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    refetchOnMount: 'always',
  });
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? [];
  const check = useQuery({
    queryKey: [...fairnessKeys.commitments, 'check', entries.length, entries[0]?.entryHash ?? ''],
    queryFn: () => verifyCommitments(entries, sha256Text),
    enabled: entries.length > 0,
  });
  const [seedCheck, setSeedCheck] = useState<SeedCheck | 'checking' | null>(null);
  const onCheckSeed = async (seed: string) => {
    setSeedCheck('checking');
    try {
      setSeedCheck(await checkSeedAgainstLog(seed, (query) => api(routes.commitments, { query })));
    } catch (error) {
      setSeedCheck({
        status: 'failed',
        problems: [serverErrorText(error) ?? 'Could not read the log: please try again.'],
      });
    }
  };
  if (pages.isError)
    return <p role="alert">Could not load the public log of seed commitments: please reload.</p>;
  return (
    <CommitmentsPanel
      head={pages.data?.pages[0]?.head ?? null}
      entries={entries}
      holder={holder}
      chainCheck={check.data ?? null}
      hasMore={pages.hasNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
      loading={pages.isFetching}
      seedDraft={revealedSeed}
      onCheckSeed={(seed) => void onCheckSeed(seed)}
      seedCheck={seedCheck}
    />
  );
}
