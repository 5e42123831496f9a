import { Camera, Circle, Film, Radio, Square } from 'lucide-react';
import { Button } from '../../components/Button';
import { ProgressBar } from '../../components/ProgressBar';
import { formatMmSs } from '../../lib/time';

export interface MediaShareViewProps {
  supported: boolean;
  recording: boolean;
  elapsedMs: number;
  /** Upload progress 0-100, or null when no upload is under way. */
  progress: number | null;
  busy: boolean;
  onScreenshot: () => void;
  onToggleRecording: () => void;
  onOpenCenter: () => void;
  /** The player's own stream is on. */
  live: boolean;
  /** Go live: opens the Media Center's Live Stream tab (the streamer's controls). */
  onGoLive: () => void;
}

/**
 * The Media Share panel body: Screenshot, Record / Stop Recording with its timer, the upload bar,
 * Go live (or "You're live" while streaming) and Media Center.
 */
export function MediaShareView({
  supported,
  recording,
  elapsedMs,
  progress,
  busy,
  onScreenshot,
  onToggleRecording,
  onOpenCenter,
  live,
  onGoLive,
}: MediaShareViewProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={onScreenshot} disabled={busy}>
          <Camera size={14} aria-hidden="true" /> Screenshot
        </Button>
        {supported ? (
          <Button
            variant={recording ? 'danger' : 'outline'}
            size="sm"
            onClick={onToggleRecording}
            disabled={busy && !recording}
          >
            {recording ? (
              <Square size={12} aria-hidden="true" />
            ) : (
              <Circle size={12} className="fill-coral text-coral" aria-hidden="true" />
            )}
            {recording ? 'Stop Recording' : 'Record'}
          </Button>
        ) : (
          <p className="self-center text-xs text-foam/70">
            Media sharing is not supported in this browser.
          </p>
        )}
      </div>
      {recording && (
        <p className="flex items-center gap-2 text-sm text-coral" role="status">
          <span className="h-2 w-2 animate-pulse rounded-full bg-coral" aria-hidden="true" />
          Recording{' '}
          <span className="font-semibold tabular-nums" data-testid="recording-timer">
            {formatMmSs(elapsedMs)}
          </span>
        </p>
      )}
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <ProgressBar value={progress} />
          <span className="text-right text-xs text-foam/70 tabular-nums">{progress}%</span>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant={live ? 'danger' : 'outline'} size="sm" onClick={onGoLive}>
          <Radio size={14} aria-hidden="true" /> {live ? "You're live" : 'Go live'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onOpenCenter}>
          <Film size={14} aria-hidden="true" /> Media Center
        </Button>
      </div>
    </div>
  );
}
