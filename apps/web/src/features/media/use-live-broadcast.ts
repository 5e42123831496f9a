import type { IceServer, LiveSource, LiveStream } from '@coinwave/api-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onLiveFrame, useLiveStore, type LiveFrame } from '../../stores/live.store';
import { Broadcaster } from './live-peers';
import { captureLive } from './live-capture';
import type { BroadcastPhase } from './LiveStreamView';

/** How long a start waits for the server's answer before it counts as failed. */
export const START_TIMEOUT_MS = 10_000;

/** Why the broadcast ended: the streamer stopped it, or it ended without them (shown as a toast). */
export type EndReason = 'stopped' | 'ended';

/** Waits for the server's answer to `live_start`: the stream, or its refusal's reason. */
function awaitStart(): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The server did not answer: check your connection and try again'));
    }, START_TIMEOUT_MS);
    const stop = onLiveFrame((frame) => {
      if (frame.type === 'live_started') {
        clearTimeout(timer);
        stop();
        resolve(frame.payload.stream);
      } else if (frame.type === 'live_refused' && frame.payload.request === 'start') {
        clearTimeout(timer);
        stop();
        reject(new Error(frame.payload.error));
      }
    });
  });
}

/**
 * The player's own live stream: captures the camera (or a screen / tab), announces the stream and
 * serves one peer per viewer the server sends. The stream survives a socket drop (it resumes once
 * the socket is back in its wave) but not the page: closing or reloading it ends the stream.
 * `onEnded` hears a stream that ended without the streamer stopping it (the wave changed, the
 * socket stayed away too long, a capture that stopped).
 */
export function useLiveBroadcast(iceServers: readonly IceServer[], onEnded: () => void) {
  const [phase, setPhase] = useState<BroadcastPhase>('idle');
  const [media, setMedia] = useState<MediaStream | null>(null);
  const [streamId, setStreamId] = useState<string | null>(null);
  const current = useRef<{ streamId: string; media: MediaStream; peers: Broadcaster } | null>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const joins = useLiveStore((s) => s.joins);

  const finish = useCallback((reason: EndReason) => {
    const live = current.current;
    current.current = null;
    live?.peers.close();
    live?.media.getTracks().forEach((t) => t.stop());
    setMedia(null);
    setStreamId(null);
    setPhase('idle');
    if (live && reason === 'ended') ended.current();
  }, []);

  const stop = useCallback(() => {
    const live = current.current;
    if (!live) return;
    useLiveStore.getState().send({ type: 'live_end', streamId: live.streamId });
    finish('stopped');
  }, [finish]);
  const stopRef = useRef(stop);
  stopRef.current = stop;

  const start = useCallback(
    async (source: LiveSource) => {
      if (current.current) return;
      setPhase('starting');
      let captured: MediaStream | null = null;
      try {
        captured = await captureLive(source);
        const answer = awaitStart();
        if (!useLiveStore.getState().send({ type: 'live_start', source }))
          throw new Error('You are offline: reconnect and try again');
        const stream = await answer;
        const peers = new Broadcaster(stream.id, captured, iceServers, (m) =>
          useLiveStore.getState().send(m),
        );
        current.current = { streamId: stream.id, media: captured, peers };
        // Stopping the capture from the browser's own bar ends the stream.
        captured.getTracks().forEach((t) => t.addEventListener('ended', () => stopRef.current()));
        setMedia(captured);
        setStreamId(stream.id);
        setPhase('live');
      } catch (error) {
        captured?.getTracks().forEach((t) => t.stop());
        setPhase('idle');
        throw error;
      }
    },
    [iceServers],
  );

  // The server's frames for this stream: viewers come and go, answers and candidates arrive.
  useEffect(
    () =>
      onLiveFrame((frame: LiveFrame) => {
        const live = current.current;
        if (!live) return;
        const { peers } = live;
        switch (frame.type) {
          case 'live_viewer_joined':
            if (frame.payload.streamId === live.streamId)
              void peers.addViewer(frame.payload.viewerId).catch(warn);
            return;
          case 'live_viewer_left':
            if (frame.payload.streamId === live.streamId)
              peers.removeViewer(frame.payload.viewerId);
            return;
          case 'live_answer':
            if (frame.payload.streamId === live.streamId)
              void peers.onAnswer(frame.payload.viewerId, frame.payload.sdp).catch(warn);
            return;
          case 'live_ice':
            if (frame.payload.streamId === live.streamId)
              void peers.onCandidate(frame.payload.viewerId, frame.payload.candidate).catch(warn);
            return;
          case 'live_started':
            // After a resume: the viewers the server has now.
            if (frame.payload.stream.id === live.streamId)
              void peers.sync(frame.payload.viewerIds).catch(warn);
            return;
          case 'live_ended':
            if (frame.payload.streamId === live.streamId) finish('ended');
            return;
          case 'live_refused':
            if (frame.payload.request === 'resume' && frame.payload.streamId === live.streamId)
              finish('ended');
            return;
        }
      }),
    [finish],
  );

  // Each time the socket is (back) in its wave's room, the stream is bound to it again.
  useEffect(() => {
    const live = current.current;
    if (live) useLiveStore.getState().send({ type: 'live_resume', streamId: live.streamId });
  }, [joins]);

  // Closing or reloading the page ends the stream at once (the socket's close would too).
  useEffect(() => {
    const leave = () => stopRef.current();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      stopRef.current();
    };
  }, []);

  return { phase, media, streamId, start, stop };
}

function warn(error: unknown): void {
  console.warn('Live stream peer failed', error);
}
