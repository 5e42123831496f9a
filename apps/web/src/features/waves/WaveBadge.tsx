import { Waves } from 'lucide-react';
import { formatDuration, msUntil } from '../../lib/time';

export interface WaveBadgeProps {
  number: number | null;
  /** When the wave ends (the API's `endTime`). */
  endTime: string | null;
  now: number;
}

/** 'Wave #N' with the time left; once the 4 hours are over, 'New wave starting...' (spec section 2). */
export function WaveBadge({ number, endTime, now }: WaveBadgeProps) {
  const left = endTime ? msUntil(endTime, now) : null;
  return (
    <div
      className="flex items-center gap-2 rounded-full border border-surf/30 bg-abyss/60 px-3 py-1 text-sm"
      data-testid="wave-badge"
    >
      <Waves size={16} className="text-surf" aria-hidden="true" />
      <span className="font-display font-bold text-foam">
        {number === null ? (
          <>
            Wave
            <span className="invisible" aria-hidden="true">
              {' '}
              #0
            </span>
          </>
        ) : (
          `Wave #${number}`
        )}
      </span>
      {left === null ? (
        // Holds the countdown's width while the wave loads (as ' #0' holds the number's), so the
        // header never rewraps when it arrives (CLS).
        <span className="invisible tabular-nums" aria-hidden="true">
          0:00:00
        </span>
      ) : (
        <span
          className="tabular-nums text-seaglass"
          aria-label={left > 0 ? 'Time left in this wave' : undefined}
        >
          {left > 0 ? formatDuration(left) : 'New wave starting...'}
        </span>
      )}
    </div>
  );
}
