import { Radio } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';

export interface LiveStreamViewProps {
  live: boolean;
  stream: MediaStream | null;
  onStart: () => void;
  onStop: () => void;
}

/** Live Stream tab: Start/Stop Stream, the LIVE badge and the fixed '0 viewers' (spec section 2). */
export function LiveStreamView({ live, stream, onStart, onStop }: LiveStreamViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <div className="flex flex-col gap-4">
      <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-xl border border-white/10 bg-abyss">
        {live ? (
          <video
            ref={video}
            autoPlay
            muted
            playsInline
            className="h-full w-full object-cover"
            aria-label="Your live preview"
          />
        ) : (
          <Radio size={40} className="text-foam/30" aria-hidden="true" />
        )}
        <div className="absolute top-3 left-3 flex items-center gap-2">
          {live && (
            <span className="rounded bg-coral px-2 py-0.5 text-xs font-black tracking-widest text-abyss">
              LIVE
            </span>
          )}
          <span className="rounded bg-abyss/80 px-2 py-0.5 text-xs text-foam/85">0 viewers</span>
        </div>
      </div>
      {live ? (
        <Button variant="danger" onClick={onStop}>
          Stop Stream
        </Button>
      ) : (
        <Button variant="surf" onClick={onStart}>
          <Radio size={16} aria-hidden="true" /> Start Stream
        </Button>
      )}
    </div>
  );
}
