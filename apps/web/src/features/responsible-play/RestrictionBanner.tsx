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
  return (
    <div
      role="status"
      data-testid={variant === 'table' ? 'table-restriction' : 'page-restriction'}
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-coral/40 bg-coral/10 text-foam ${variant === 'table' ? 'p-4' : 'px-4 py-2.5 text-sm'}`}
    >
      <Hourglass
        size={variant === 'table' ? 22 : 16}
        className="shrink-0 text-coral"
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {name} {until}
        </p>
        <p className="text-sm text-foam/80">
          Games, coin claims and chat messages are paused. A hand you already started can still be
          finished. It cannot be ended early.
        </p>
      </div>
      {variant === 'table' && left !== null && (
        <p className="text-right">
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
