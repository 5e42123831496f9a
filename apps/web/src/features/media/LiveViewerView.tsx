import { LIVE_ENDED_TEXT, LIVE_FULL_TEXT } from '@coinwave/api-contract';
import { Maximize, Minimize, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { LiveBadge, viewerText } from '../../components/LiveBadge';
import type { ViewerStatus } from './use-live-viewer';

export interface LiveViewerViewProps {
  streamerName: string;
  status: ViewerStatus;
  /** The server's or the connection's words when status is refused, full or failed. */
  error: string | null;
  /** The streamer's picture and sound once connected. */
  media: MediaStream | null;
  viewers: number;
  muted: boolean;
  onToggleMute: () => void;
  /** The browser refused to play sound before a click: the player now plays muted. */
  onBrowserMuted: () => void;
  onRetry: () => void;
}

/** What the picture area says while there is no picture. */
function overlayText(status: ViewerStatus, streamerName: string, error: string | null): string {
  switch (status) {
    case 'joining':
      return `Joining ${streamerName}'s stream…`;
    case 'connecting':
      return `Connecting to ${streamerName}…`;
    case 'full':
      return LIVE_FULL_TEXT;
    case 'ended':
      return LIVE_ENDED_TEXT;
    case 'refused':
    case 'failed':
      return error ?? 'Could not connect to the stream';
    case 'playing':
      return '';
  }
}

/**
 * The player of someone's live stream: the picture with its LIVE badge and live viewer count,
 * mute / unmute and full screen; while there is no picture, what is happening (joining,
 * connecting, "This stream is full", "Stream ended", a refusal) and, when it may help, Try again.
 */
export function LiveViewerView({
  streamerName,
  status,
  error,
  media,
  viewers,
  muted,
  onToggleMute,
  onBrowserMuted,
  onRetry,
}: LiveViewerViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const browserMuted = useRef(onBrowserMuted);
  browserMuted.current = onBrowserMuted;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = media;
    if (!media) return;
    // Sound needs a click first in some browsers: play muted then, with Unmute offered.
    element.play?.()?.catch(() => {
      element.muted = true;
      browserMuted.current();
      void element
        .play()
        ?.catch((error: unknown) => console.warn('The live stream cannot play', error));
    });
  }, [media]);

  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };
  const playing = status === 'playing';
  const live = status !== 'ended';
  const canRetry = status === 'full' || status === 'failed';

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={frame}
        className="relative flex aspect-video items-center justify-center overflow-hidden rounded-xl border border-white/10 bg-black"
      >
        <video
          ref={video}
          autoPlay
          playsInline
          muted={muted}
          data-testid="live-video"
          aria-label={`${streamerName}'s live stream`}
          className={`h-full w-full object-contain ${playing ? '' : 'invisible'}`}
        />
        {!playing && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
            <p role="status" className="font-display text-lg font-semibold text-foam">
              {overlayText(status, streamerName, error)}
            </p>
            {status === 'full' && (
              <p className="text-sm text-foam/70">Try again when someone stops watching.</p>
            )}
            {canRetry && (
              <Button size="sm" variant="outline" onClick={onRetry}>
                Try again
              </Button>
            )}
          </div>
        )}
        {live && (
          <div className="absolute top-3 left-3 flex items-center gap-2">
            <LiveBadge pulse={playing} />
            <span
              className="rounded bg-abyss/80 px-2 py-0.5 text-xs text-foam/85"
              data-testid="viewer-viewers"
            >
              {viewerText(viewers)}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onToggleMute} disabled={!playing}>
          {muted ? (
            <VolumeX size={14} aria-hidden="true" />
          ) : (
            <Volume2 size={14} aria-hidden="true" />
          )}
          {muted ? 'Unmute' : 'Mute'}
        </Button>
        <Button size="sm" variant="outline" onClick={toggleFullscreen} disabled={!playing}>
          {fullscreen ? (
            <Minimize size={14} aria-hidden="true" />
          ) : (
            <Maximize size={14} aria-hidden="true" />
          )}
          {fullscreen ? 'Exit full screen' : 'Full screen'}
        </Button>
      </div>
    </div>
  );
}
