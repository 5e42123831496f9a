import { useCallback, useEffect, useRef, useState } from 'react';
import { DISPLAY_CONSTRAINTS, pickWebmType, RECORDER_TIMESLICE_MS } from './media-support';

/**
 * Screen recording: getDisplayMedia (ideal 1920x1080@30) into a webm MediaRecorder that delivers
 * a chunk every second. `onFinished` receives the recording when it stops (button or browser UI).
 */
export function useScreenRecorder(onFinished: (recording: Blob) => void) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const start = useCallback(async () => {
    const stream = await navigator.mediaDevices.getDisplayMedia(DISPLAY_CONSTRAINTS);
    const mimeType = pickWebmType((t) => MediaRecorder.isTypeSupported(t));
    const rec = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      recorder.current = null;
      setStartedAt(null);
      finished.current(new Blob(chunks, { type: 'video/webm' }));
    };
    // Stopping the share from the browser's own bar ends the recording too.
    stream.getVideoTracks()[0]?.addEventListener('ended', () => {
      if (rec.state !== 'inactive') rec.stop();
    });
    rec.start(RECORDER_TIMESLICE_MS);
    recorder.current = rec;
    setStartedAt(Date.now());
  }, []);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  useEffect(
    () => () => {
      const rec = recorder.current;
      if (rec && rec.state !== 'inactive') {
        rec.onstop = null;
        rec.stop();
        rec.stream.getTracks().forEach((t) => t.stop());
      }
    },
    [],
  );

  return { recording: startedAt !== null, startedAt, start, stop };
}
