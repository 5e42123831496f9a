import { useDmStore } from '../../stores/dm.store';
import { FullRankings } from './FullRankings';
import { useWaveLeaderboard } from './use-wave-leaderboard';

/** The Leaderboard place wired to the current wave's whole leaderboard. */
export function FullRankingsPlace({ userId, onBack }: { userId: string; onBack: () => void }) {
  const startDm = useDmStore((s) => s.startDm);
  const { wave, board } = useWaveLeaderboard({ fresh: true });
  return (
    <FullRankings
      waveNumber={wave?.number ?? null}
      entries={board.data ?? []}
      currentUserId={userId}
      status={board.status}
      refreshing={board.isFetching}
      onRefresh={() => void board.refetch()}
      onBack={onBack}
      onSelectUser={startDm}
    />
  );
}
