import type { PastWave } from '@coinwave/api-contract';
import { ArrowLeft, Waves } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { PastWaveList } from './PastWaveList';
import type { DateOptions } from './wave-dates';
import { WaveFigures, type WaveFiguresProps } from './WaveFigures';

export interface WavesViewProps {
  current: Omit<WaveFiguresProps, 'wave' | 'now'> & {
    wave: { number: number; startTime: string; endTime: string } | null;
  };
  now: number;
  past: readonly PastWave[];
  /** The first page of past waves: loading, failed, or here. */
  pastStatus: 'pending' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'Load more' failed (pressing it again retries). */
  loadMoreFailed?: boolean;
  currentUserId: string;
  onLoadMore: () => void;
  onRetry: () => void;
  onBack: () => void;
  dateOptions?: DateOptions;
}

/**
 * The Waves place (DESIGN decision 16): the current wave with its figures, then the ended waves
 * with their champions, a page at a time. Its heading (`waves-title`) takes focus on arrival.
 */
export function WavesView({
  current,
  now,
  past,
  pastStatus,
  hasMore,
  loadingMore,
  loadMoreFailed = false,
  currentUserId,
  onLoadMore,
  onRetry,
  onBack,
  dateOptions,
}: WavesViewProps) {
  const { wave, ...figures } = current;
  const list = useRef<HTMLOListElement>(null);
  // 'Load more' is pressed with the count shown then; when the page arrives, focus moves to the
  // first new wave, as the button may be gone (the last page) and a keyboard user reads on.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || past.length <= from) return;
    focusFrom.current = null;
    const first = list.current?.children[from];
    if (first instanceof HTMLElement) first.focus();
  }, [past.length]);
  const loadMore = () => {
    focusFrom.current = past.length;
    onLoadMore();
  };
  return (
    <Panel
      id="waves"
      title="Waves"
      icon={<Waves size={18} />}
      actions={
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft size={14} aria-hidden="true" /> Back to games
        </Button>
      }
    >
      <p className="text-sm text-foam/80">
        A wave is 4 hours of shared play with its own chat and leaderboard. When it ends, the player
        on top of its leaderboard, if ahead, is its Wave Champion.
      </p>
      <section
        aria-labelledby="waves-current-title"
        className="mt-4 rounded-2xl border-surf/20 from-tide/40 via-ocean/40 to-deep/50 sm:border sm:bg-gradient-to-br sm:p-3"
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 id="waves-current-title" className="font-display text-base font-bold text-foam">
            {wave ? `Wave #${wave.number}` : 'Current wave'}
          </h3>
          <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-semibold text-emerald-300">
            Now
          </span>
        </div>
        <WaveFigures wave={wave} now={now} {...figures} />
      </section>
      <section aria-labelledby="waves-past-title" className="mt-5">
        <h3 id="waves-past-title" className="mb-2 font-display text-base font-bold text-foam">
          Past waves
        </h3>
        {pastStatus === 'pending' && <p className="text-sm text-foam/75">Loading past waves…</p>}
        {pastStatus === 'error' && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-coral">
            Could not load the past waves.
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        )}
        {pastStatus === 'success' && past.length === 0 && (
          <p className="text-sm text-foam/75">
            No wave has ended yet: this one crowns the first champion.
          </p>
        )}
        {past.length > 0 && (
          <PastWaveList
            ref={list}
            waves={past}
            currentUserId={currentUserId}
            dateOptions={dateOptions}
          />
        )}
        {loadMoreFailed && (
          <p role="alert" className="mt-3 text-sm text-coral">
            Could not load more waves. Please try again.
          </p>
        )}
        {hasMore && (
          <Button
            variant="outline"
            size="sm"
            className="mt-3 w-full"
            onClick={loadMore}
            disabled={loadingMore}
          >
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
        {pastStatus === 'success' && !hasMore && past.length > 0 && (
          <p className="mt-3 text-center text-xs text-foam/70">That is every wave so far.</p>
        )}
      </section>
    </Panel>
  );
}
