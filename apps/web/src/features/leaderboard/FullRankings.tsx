import type { LeaderboardEntry, PublicUser } from '@coinwave/api-contract';
import { ArrowLeft, ListOrdered } from 'lucide-react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { formatCoins } from '../../lib/format';
import { LeaderboardList } from './LeaderboardList';
import { RefreshButton } from './RefreshButton';

export interface FullRankingsProps {
  waveNumber: number | null;
  entries: readonly LeaderboardEntry[];
  currentUserId: string;
  status: 'pending' | 'error' | 'success';
  refreshing: boolean;
  onRefresh: () => void;
  onBack: () => void;
  /** Clicking another player's name starts a direct message with them. */
  onSelectUser?: (user: PublicUser) => void;
}

/** Where the player stands, in words. */
function standing(entries: readonly LeaderboardEntry[], currentUserId: string): string {
  const index = entries.findIndex((e) => e.user.id === currentUserId);
  if (index < 0) return 'You are not on this board yet.';
  const rank = entries[index]?.rank ?? index + 1;
  return `You are #${formatCoins(rank)} of ${formatCoins(entries.length)}.`;
}

/**
 * The Leaderboard place (DESIGN decision 16): every member of the wave ranked by net coins won,
 * the player's own row highlighted. Its heading (`rankings-title`) takes focus on arrival.
 */
export function FullRankings({
  waveNumber,
  entries,
  currentUserId,
  status,
  refreshing,
  onRefresh,
  onBack,
  onSelectUser,
}: FullRankingsProps) {
  return (
    <Panel
      id="rankings"
      title="Full Rankings"
      icon={<ListOrdered size={18} />}
      actions={
        <>
          <RefreshButton label="Refresh rankings" spinning={refreshing} onClick={onRefresh} />
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft size={14} aria-hidden="true" /> Back to games
          </Button>
        </>
      }
    >
      <p className="text-sm text-foam/80">
        {waveNumber ? `Wave #${waveNumber}: ` : ''}every player ranked by net coins won (winnings
        minus stakes).
      </p>
      {status === 'success' && (
        <p className="mt-1 mb-3 text-sm font-semibold text-seaglass">
          {standing(entries, currentUserId)}
        </p>
      )}
      {status === 'pending' && <p className="mt-3 text-sm text-foam/75">Loading the rankings…</p>}
      {status === 'error' && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-coral">
          Could not load the rankings.
          <Button variant="outline" size="sm" onClick={onRefresh}>
            Try again
          </Button>
        </div>
      )}
      {status === 'success' && (
        <LeaderboardList
          entries={entries}
          currentUserId={currentUserId}
          onSelectUser={onSelectUser}
          label="All wave rankings"
        />
      )}
    </Panel>
  );
}
