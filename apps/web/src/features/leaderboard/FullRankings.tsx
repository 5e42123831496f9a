import type { LeaderboardEntry, PublicUser } from '@coinwave/api-contract';
import { ArrowLeft, ChevronLeft, ChevronRight, ListOrdered } from 'lucide-react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { formatCoins } from '../../lib/format';
import { LeaderboardList } from './LeaderboardList';
import { rankingsPager } from './rankings-pages';
import { RefreshButton } from './RefreshButton';

export interface FullRankingsProps {
  waveNumber: number | null;
  /** The page shown (ranks `offset + 1` on). */
  entries: readonly LeaderboardEntry[];
  /** The player's own row wherever it falls (pinned above the page), or null when not ranked. */
  you: LeaderboardEntry | null;
  /** Every ranked player (every member of the wave). */
  total: number;
  offset: number;
  pageSize: number;
  currentUserId: string;
  status: 'pending' | 'error' | 'success';
  refreshing: boolean;
  onRefresh: () => void;
  onBack: () => void;
  /** Shows the page starting after rank `offset`. */
  onPage: (offset: number) => void;
  /** Clicking another player's name starts a direct message with them. */
  onSelectUser?: (user: PublicUser) => void;
}

/**
 * The Leaderboard place (DESIGN decision 16): every member of the wave ranked by net coins won, a
 * page at a time, with the player's own row pinned above the page whenever it falls on another
 * page (on the page shown it is marked in place). Its heading (`rankings-title`) takes focus on
 * arrival.
 */
export function FullRankings({
  waveNumber,
  entries,
  you,
  total,
  offset,
  pageSize,
  currentUserId,
  status,
  refreshing,
  onRefresh,
  onBack,
  onPage,
  onSelectUser,
}: FullRankingsProps) {
  const pager = rankingsPager(offset, pageSize, total);
  const yourPage = pager.pageOf(you?.rank ?? null);
  // Pinned while the player's own row is on another page (on this page it is marked in place).
  const pinned = you && !entries.some((e) => e.user.id === you.user.id) ? you : null;
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
          {you
            ? `You are #${formatCoins(you.rank)} of ${formatCoins(total)}.`
            : 'You are not on this board yet.'}
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
      {status === 'success' && pinned && (
        <div className="sticky top-0 z-10 mb-3 rounded-xl bg-ocean/90 pb-1 backdrop-blur">
          <p className="mb-1 text-[11px] font-semibold tracking-wide text-seaglass/90 uppercase">
            Your position
          </p>
          <LeaderboardList entries={[pinned]} currentUserId={currentUserId} label="Your position" />
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
      {status === 'success' && total > pageSize && (
        <nav
          aria-label="Rankings pages"
          className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={pager.previous === null}
            onClick={() => pager.previous !== null && onPage(pager.previous)}
          >
            <ChevronLeft size={14} aria-hidden="true" /> Previous
          </Button>
          <span className="text-foam/80" aria-live="polite">
            Ranks {formatCoins(pager.first)}–{formatCoins(pager.last)} of {formatCoins(total)} ·
            page {pager.page} of {pager.pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={pager.next === null}
            onClick={() => pager.next !== null && onPage(pager.next)}
          >
            Next <ChevronRight size={14} aria-hidden="true" />
          </Button>
          {yourPage !== null && yourPage !== offset && (
            <Button variant="ghost" size="sm" onClick={() => onPage(yourPage)}>
              Go to your page
            </Button>
          )}
        </nav>
      )}
    </Panel>
  );
}
