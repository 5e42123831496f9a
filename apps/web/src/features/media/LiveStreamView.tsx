import type { LiveSource } from '@coinwave/api-contract';
import { CircleAlert, Monitor, Radio, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { LiveBadge, viewerText } from '../../components/LiveBadge';
import type { LiveSupport } from './live-capture';

/** The streamer's phase: off, asking the browser and the server, or broadcasting. */
export type BroadcastPhase = 'idle' | 'starting' | 'live';

export interface LiveStreamViewProps {
  support: LiveSupport;
  phase: BroadcastPhase;
  source: LiveSource;
  onSourceChange: (source: LiveSource) => void;
  /** The streamer's own picture while live (muted). */
  preview: MediaStream | null;
  viewers: number;
  maxViewers: number;
  /** Why the last start failed (the server's or the browser's words). */
  error: string | null;
  onStart: () => void;
  onStop: () => void;
}

const SOURCES: Array<{ value: LiveSource; label: string; icon: typeof Video }> = [
  { value: 'camera', label: 'Camera', icon: Video },
  { value: 'screen', label: 'Screen or tab', icon: Monitor },
];

/**
 * The Live Stream tab, the streamer's controls: choose the camera or a screen / tab, Start Stream,
 * the preview with its LIVE badge and live viewer count, Stop Stream.
 */
export function LiveStreamView({
  support,
  phase,
  source,
  onSourceChange,
  preview,
  viewers,
  maxViewers,
  error,
  onStart,
  onStop,
}: LiveStreamViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = preview;
  }, [preview]);
  const live = phase === 'live';
  if (!support.camera && !support.screen)
    return (
      <p className="py-10 text-center text-sm text-foam/70">
        Media sharing is not supported in this browser.
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-xl border border-white/10 bg-abyss">
        {live && preview ? (
          <video
            ref={video}
            autoPlay
            muted
            playsInline
            className="h-full w-full object-contain"
            aria-label="Your live preview"
          />
        ) : (
          <Radio size={40} className="text-foam/30" aria-hidden="true" />
        )}
        <div className="absolute top-3 left-3 flex items-center gap-2">
          {live && <LiveBadge pulse />}
          <span
            className="rounded bg-abyss/80 px-2 py-0.5 text-xs text-foam/85"
            data-testid="streamer-viewers"
          >
            {viewerText(viewers)}
          </span>
        </div>
      </div>
      {!live && (
        <fieldset className="flex flex-wrap items-center gap-2" disabled={phase === 'starting'}>
          <legend className="mb-1.5 text-xs font-semibold text-foam/80">Share</legend>
          {SOURCES.map(({ value, label, icon: Icon }) => {
            const available = value === 'camera' ? support.camera : support.screen;
            return (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:checked]:border-surf has-[:checked]:bg-surf/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-seaglass ${available ? 'border-white/15 text-foam' : 'cursor-not-allowed border-white/10 text-foam/40'}`}
              >
                <input
                  type="radio"
                  name="live-source"
                  value={value}
                  checked={source === value}
                  disabled={!available}
                  onChange={() => onSourceChange(value)}
                  className="sr-only"
                />
                <Icon size={14} aria-hidden="true" /> {label}
              </label>
            );
          })}
        </fieldset>
      )}
      <p className="text-xs text-foam/70">
        {live
          ? `Your wave can watch now: up to ${maxViewers} viewers at once. Closing this page ends the stream.`
          : `Go live to everyone in your wave: up to ${maxViewers} can watch at once.`}
      </p>
      {error && (
        <p role="alert" className="flex items-start gap-2 text-sm text-coral">
          <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      {live ? (
        <Button variant="danger" onClick={onStop}>
          Stop Stream
        </Button>
      ) : (
        <Button variant="surf" onClick={onStart} disabled={phase === 'starting'}>
          <Radio size={16} aria-hidden="true" />{' '}
          {phase === 'starting' ? 'Starting…' : 'Start Stream'}
        </Button>
      )}
    </div>
  );
}
