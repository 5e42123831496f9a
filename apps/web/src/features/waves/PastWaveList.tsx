import type { PastWave } from '@coinwave/api-contract';
import type { Ref } from 'react';
import { Trophy } from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import { formatCoins, formatSignedCoins } from '../../lib/format';
import { formatWaveSpan, type DateOptions } from './wave-dates';

export interface PastWaveListProps {
  waves: readonly PastWave[];
  currentUserId: string;
  dateOptions?: DateOptions;
  ref?: Ref<HTMLOListElement>;
}

/** Ended waves, newest first: number, when it ran, how many played, and its champion if any. */
export function PastWaveList({ waves, currentUserId, dateOptions, ref }: PastWaveListProps) {
  return (
    <ol ref={ref} aria-label="Past waves" className="flex flex-col gap-2">
      {waves.map((w) => {
        const mine = w.champion?.user.id === currentUserId;
        return (
          <li
            key={w.id}
            // Focusable by script only: 'Load more' hands focus to the first wave it added.
            tabIndex={-1}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl border border-white/5 bg-abyss/40 px-3 py-2.5"
          >
            <div className="min-w-0">
              <p className="font-display text-sm font-bold text-foam">Wave #{w.number}</p>
              <p className="text-xs text-foam/75">
                <time dateTime={w.startTime}>
                  {formatWaveSpan(w.startTime, w.endTime, dateOptions)}
                </time>
                {' · '}
                {formatCoins(w.players)} {w.players === 1 ? 'player' : 'players'}
              </p>
            </div>
            {w.champion ? (
              <p className="flex min-w-0 items-center gap-2 text-sm">
                <Trophy size={15} className="shrink-0 text-coin" aria-hidden="true" />
                <span className="sr-only">Champion:</span>
                <Avatar
                  username={w.champion.user.username}
                  src={w.champion.user.avatarUrl}
                  size="sm"
                />
                <span className="min-w-0 truncate font-semibold text-foam">
                  {w.champion.user.username}
                  {mine && ' (you)'}
                </span>
                <span className="font-display font-bold text-coin tabular-nums">
                  {formatSignedCoins(w.champion.score)}
                </span>
              </p>
            ) : (
              <p className="text-xs text-foam/75">No champion: nobody finished ahead</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
