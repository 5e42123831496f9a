import { useCallback, useEffect, useRef, useState } from 'react';

/** A local live broadcast (camera and microphone) with a preview stream; viewers are not wired yet. */
export function useLiveStream() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const current = useRef<MediaStream | null>(null);
  const start = useCallback(async () => {
    const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    current.current = media;
    setStream(media);
  }, []);
  const stop = useCallback(() => {
    current.current?.getTracks().forEach((t) => t.stop());
    current.current = null;
    setStream(null);
  }, []);
  useEffect(() => () => current.current?.getTracks().forEach((t) => t.stop()), []);
  return { live: stream !== null, stream, start, stop };
}
