import { routes, type PublicUser } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Panel } from '../../components/Panel';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentWave } from '../../lib/use-current-wave';
import { useDmStore } from '../../stores/dm.store';
import { LeaderboardList } from './LeaderboardList';

/** The spec's leaderboard size. */
export const LEADERS_SHOWN = 5;

/** Wave Leaders: top 5, a refresh button, and 'View Full Rankings' when there are more (spec section 2). */
export function WaveLeaders({ userId }: { userId: string }) {
  const [full, setFull] = useState(false);
  const startDm = useDmStore((s) => s.startDm);
  const { data: wave } = useCurrentWave();
  const waveId = wave?.id ?? '';
  const board = useQuery({
    queryKey: queryKeys.waveLeaderboard(waveId),
    queryFn: () => api(routes.waveLeaderboard, { params: { waveId } }),
    enabled: !!wave,
    refetchInterval: 30_000,
  });
  const entries = board.data ?? [];
  const openDm = (user: PublicUser) => {
    setFull(false);
    startDm(user);
  };
  return (
    <Panel
      id="leaders"
      title="Wave Leaders"
      icon={<Trophy size={18} />}
      actions={
        <button
          type="button"
          onClick={() => void board.refetch()}
          aria-label="Refresh leaderboard"
          className="cursor-pointer rounded-full p-1.5 text-foam/75 hover:bg-white/10 hover:text-foam"
        >
          <RefreshCw
            size={16}
            className={board.isFetching ? 'animate-spin' : ''}
            aria-hidden="true"
          />
        </button>
      }
    >
      <LeaderboardList
        entries={entries.slice(0, LEADERS_SHOWN)}
        currentUserId={userId}
        onSelectUser={openDm}
        label="Top 5 wave leaders"
      />
      {entries.length > LEADERS_SHOWN && (
        <Button variant="ghost" size="sm" className="mt-3 w-full" onClick={() => setFull(true)}>
          View Full Rankings
        </Button>
      )}
      <Modal
        open={full}
        onOpenChange={setFull}
        title="Full Rankings"
        description={wave ? `Wave #${wave.number}: net coins won` : undefined}
      >
        <LeaderboardList
          entries={entries}
          currentUserId={userId}
          onSelectUser={openDm}
          label="All wave rankings"
        />
      </Modal>
    </Panel>
  );
}
