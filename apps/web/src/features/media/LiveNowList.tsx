import type { LiveStream } from '@coinwave/api-contract';
import { Eye, Monitor, Video } from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { LiveBadge } from '../../components/LiveBadge';

export interface LiveNowListProps {
  streams: readonly LiveStream[];
  currentUserId: string;
  onWatch: (streamId: string) => void;
}

/**
 * The wave's live streams: a LIVE badge, the streamer, what they share and how many watch, and a
 * Watch button (none on one's own stream; "Full" once it has its most viewers).
 */
export function LiveNowList({ streams, currentUserId, onWatch }: LiveNowListProps) {
  if (streams.length === 0)
    return <p className="text-xs text-foam/60">No one in this wave is live right now.</p>;
  return (
    <ul aria-label="Live now" className="flex flex-col gap-2">
      {streams.map((s) => {
        const mine = s.streamer.id === currentUserId;
        const full = s.viewers >= s.maxViewers;
        const name = mine ? 'You' : s.streamer.username;
        return (
          <li
            key={s.id}
            className="flex items-center gap-2 rounded-xl border border-coral/30 bg-abyss/50 px-2.5 py-2"
          >
            <Avatar username={s.streamer.username} src={s.streamer.avatarUrl} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1.5 text-sm">
                <LiveBadge />
                <span className="truncate font-semibold text-foam">{name}</span>
              </p>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-foam/70">
                {s.source === 'screen' ? (
                  <Monitor size={12} aria-hidden="true" />
                ) : (
                  <Video size={12} aria-hidden="true" />
                )}
                {s.source === 'screen' ? 'Screen' : 'Camera'} ·{' '}
                <span data-testid="live-watching">
                  {s.viewers} watching{full ? ' (full)' : ''}
                </span>
              </p>
            </div>
            {!mine && (
              <Button
                size="sm"
                variant={full ? 'ghost' : 'outline'}
                onClick={() => onWatch(s.id)}
                aria-label={`Watch ${s.streamer.username}'s live stream`}
              >
                <Eye size={14} aria-hidden="true" /> {full ? 'Full' : 'Watch'}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
