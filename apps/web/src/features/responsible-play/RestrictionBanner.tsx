import type { Restriction } from '@coinwave/api-contract';
import { Hourglass } from 'lucide-react';
import { formatCountdown, formatLocalDate, type TimeOptions } from './play-format';

export interface RestrictionBannerProps {
  restriction: Restriction;
  /** The time now (ms), for the countdown. */
  now: number;
  /** 'table': above a game, with the countdown; 'page': one line across the main screen. */
  variant?: 'table' | 'page';
  time?: TimeOptions;
}

/**
 * A cool-off or self-exclusion in force: what is paused (games, coin claims, chat messages), until
 * when in the player's time, and (at a table) a countdown. It cannot be ended early, and says so.
 */
export function RestrictionBanner({
  restriction,
  now,
  variant = 'table',
  time,
}: RestrictionBannerProps) {
  const { kind, endsAt } = restriction;
  const name = kind === 'cool_off' ? 'Cool-off' : 'Self-exclusion';
  const until = endsAt === null ? 'permanently' : `until ${formatLocalDate(endsAt, time)}`;
  const left = endsAt === null ? null : Math.max(0, Date.parse(endsAt) - now);
  if (variant === 'page')
    return (
      <div
        role="status"
        data-testid="page-restriction"
        className="flex items-center gap-3 rounded-2xl border border-coral/40 bg-coral/10 px-4 py-2.5 text-sm text-foam"
      >
        <Hourglass size={16} className="shrink-0 text-coral" aria-hidden="true" />
        <p>
          <strong>
            {name} {until}:
          </strong>{' '}
          games, coin claims and chat messages are paused.
        </p>
      </div>
    );
  return (
    <div
      role="status"
      data-testid="table-restriction"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-coral/40 bg-coral/10 p-4 text-foam"
    >
      <div className="flex min-w-[14rem] flex-1 items-start gap-3">
        <Hourglass size={22} className="mt-0.5 shrink-0 text-coral" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold">
            {name} {until}
          </p>
          <p className="text-sm text-foam/80">
            Games, coin claims and chat messages are paused. A hand you already started can still be
            finished. It cannot be ended early.
          </p>
        </div>
      </div>
      {left !== null && (
        <p className="ml-auto text-right">
          <span className="block text-xs text-foam/70">Ends in</span>
          <span
            className="font-mono text-2xl font-bold tabular-nums text-coral"
            data-testid="restriction-countdown"
          >
            {formatCountdown(left)}
          </span>
        </p>
      )}
    </div>
  );
}
