import type { PublicUser } from '@coinwave/api-contract';
import { Trophy } from 'lucide-react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { useDmStore } from '../../stores/dm.store';
import { LeaderboardList } from './LeaderboardList';
import { RefreshButton } from './RefreshButton';
import { useWaveLeaderboard } from './use-wave-leaderboard';

/** The spec's leaderboard size. */
export const LEADERS_SHOWN = 5;

export interface WaveLeadersProps {
  userId: string;
  /** 'View Full Rankings': leads to the Leaderboard place (the whole list). */
  onViewFull: () => void;
  className?: string;
}

/** Wave Leaders: top 5, a refresh button, and 'View Full Rankings' when there are more (spec section 2). */
export function WaveLeaders({ userId, onViewFull, className }: WaveLeadersProps) {
  const startDm = useDmStore((s) => s.startDm);
  const { board } = useWaveLeaderboard();
  const entries = board.data ?? [];
  return (
    <Panel
      id="leaders"
      title="Wave Leaders"
      icon={<Trophy size={18} />}
      className={className}
      actions={
        <RefreshButton
          label="Refresh leaderboard"
          spinning={board.isFetching}
          onClick={() => void board.refetch()}
        />
      }
    >
      <LeaderboardList
        entries={entries.slice(0, LEADERS_SHOWN)}
        currentUserId={userId}
        onSelectUser={(user: PublicUser) => startDm(user)}
        label="Top 5 wave leaders"
      />
      {entries.length > LEADERS_SHOWN && (
        <Button variant="ghost" size="sm" className="mt-3 w-full" onClick={onViewFull}>
          View Full Rankings
        </Button>
      )}
    </Panel>
  );
}
