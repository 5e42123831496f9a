import { X } from 'lucide-react';
import type { PlayRefusalInfo } from '../../lib/play-refusal';
import { formatLocalTime, type TimeOptions } from './play-format';

export interface LimitRefusalNoticeProps {
  refusal: PlayRefusalInfo;
  onDismiss: () => void;
  time?: TimeOptions;
}

/**
 * A bet the server refused under a limit, kept at the table: the server's own words, and when play
 * can resume in the player's time.
 */
export function LimitRefusalNotice({ refusal, onDismiss, time }: LimitRefusalNoticeProps) {
  return (
    <div
      role="alert"
      data-testid="limit-refusal"
      className="flex items-start gap-3 rounded-2xl border border-coin/40 bg-coin/10 p-4 text-foam"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm">{refusal.error}</p>
        {refusal.resetsAt && (
          <p className="mt-1 text-sm font-semibold text-coin">
            You can bet again from {formatLocalTime(refusal.resetsAt, time)} (your time).
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="rounded-full p-1 text-foam/70 hover:bg-white/10 hover:text-foam"
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
