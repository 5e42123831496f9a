import type { LiveSource, LiveStream } from '@coinwave/api-contract';
import { useState } from 'react';
import { useLiveConfig } from '../../lib/use-live-streams';
import { toast } from '../../stores/toast.store';
import { liveSupport } from './live-capture';
import type { LiveStreamViewProps } from './LiveStreamView';
import { useLiveBroadcast } from './use-live-broadcast';

const ENDED_TOAST = { title: 'Stream Ended', description: 'Live broadcast has been stopped.' };

/**
 * The streamer's controls wired to the broadcast, with the spec's toasts: 'Stream Started' /
 * 'You are now broadcasting live!', 'Stream Ended' / 'Live broadcast has been stopped.' (whether
 * the streamer stopped it or it ended without them), 'Stream Failed' / 'Could not start live
 * stream.' (the reason stays in the Live Stream tab). The viewer count is the server's, from the
 * wave's list of streams.
 */
export function useLiveControls(streams: readonly LiveStream[]): LiveStreamViewProps {
  const { iceServers, maxViewers } = useLiveConfig();
  const [support] = useState(() => liveSupport());
  const [source, setSource] = useState<LiveSource>(support.camera ? 'camera' : 'screen');
  const [error, setError] = useState<string | null>(null);
  const broadcast = useLiveBroadcast(iceServers, () => toast(ENDED_TOAST));
  const viewers = streams.find((s) => s.id === broadcast.streamId)?.viewers ?? 0;
  return {
    support,
    phase: broadcast.phase,
    source,
    onSourceChange: setSource,
    preview: broadcast.media,
    viewers,
    maxViewers,
    error,
    onStart: () => {
      setError(null);
      broadcast
        .start(source)
        .then(() =>
          toast({
            title: 'Stream Started',
            description: 'You are now broadcasting live!',
            variant: 'success',
          }),
        )
        .catch((failure: unknown) => {
          console.warn('Live stream failed to start', failure);
          setError(startErrorText(failure));
          toast({
            title: 'Stream Failed',
            description: 'Could not start live stream.',
            variant: 'destructive',
          });
        });
    },
    onStop: () => {
      broadcast.stop();
      toast(ENDED_TOAST);
    },
  };
}

/** The words for a failed start: the server's refusal, or what the browser said in plain English. */
export function startErrorText(failure: unknown): string {
  const name = (failure as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError')
    return 'The browser was not allowed to share your camera or screen: allow it and try again.';
  if (name === 'NotFoundError') return 'No camera was found: try sharing your screen instead.';
  if (name === 'NotReadableError')
    return 'Your camera is busy in another app: close it there and try again.';
  return failure instanceof Error && failure.message
    ? failure.message
    : 'Could not start live stream.';
}
