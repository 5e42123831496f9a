import type { LiveStream } from '@coinwave/api-contract';
import { Button } from '../../components/Button';
import { LiveBadge } from '../../components/LiveBadge';

export interface LiveChatEntriesProps {
  streams: readonly LiveStream[];
  currentUserId: string;
  onWatch: (streamId: string) => void;
}

/**
 * The wave chat's line for each live stream ("nalu is live now", with Watch): the chat is where
 * the wave looks, so a stream shows there while it lasts (it is not a stored message).
 */
export function LiveChatEntries({ streams, currentUserId, onWatch }: LiveChatEntriesProps) {
  if (streams.length === 0) return null;
  return (
    <ul aria-label="Live streams in this wave" className="mt-2.5 flex flex-col gap-1.5">
      {streams.map((s) => {
        const mine = s.streamer.id === currentUserId;
        return (
          <li
            key={s.id}
            className="flex items-center gap-2 rounded-xl border border-coral/40 bg-coral/10 px-2.5 py-1.5 text-sm"
          >
            <LiveBadge pulse />
            {/* The name gives way (truncated) so "is live now" always shows. */}
            <span className="flex min-w-0 flex-1 text-foam">
              <span className="truncate font-semibold">{mine ? 'You' : s.streamer.username}</span>
              <span className="shrink-0 whitespace-pre">
                {mine ? ' are live now' : ' is live now'}
              </span>
            </span>
            {!mine && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onWatch(s.id)}
                aria-label={`Watch ${s.streamer.username} live`}
              >
                Watch
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
