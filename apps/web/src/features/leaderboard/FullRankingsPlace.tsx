import { useState } from 'react';
import { useDmStore } from '../../stores/dm.store';
import { FullRankings } from './FullRankings';
import { RANKINGS_PAGE_SIZE, useWaveRankings } from './use-wave-rankings';

/** The Leaderboard place wired to the current wave's rankings, a page at a time. */
export function FullRankingsPlace({ userId, onBack }: { userId: string; onBack: () => void }) {
  const startDm = useDmStore((s) => s.startDm);
  const [offset, setOffset] = useState(0);
  const { wave, page } = useWaveRankings(offset);
  return (
    <FullRankings
      waveNumber={wave?.number ?? null}
      entries={page.data?.entries ?? []}
      you={page.data?.you ?? null}
      total={page.data?.total ?? 0}
      offset={page.data?.offset ?? offset}
      pageSize={RANKINGS_PAGE_SIZE}
      currentUserId={userId}
      status={page.status}
      refreshing={page.isFetching}
      onRefresh={() => void page.refetch()}
      onBack={onBack}
      onPage={setOffset}
      onSelectUser={startDm}
    />
  );
}
