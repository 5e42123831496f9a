import { LIVE_FULL_TEXT, type IceServer, type LiveStream } from '@coinwave/api-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onLiveFrame, useLiveStore } from '../../stores/live.store';
import { ViewerPeer } from './live-peers';

/**
 * Where a viewer is: asking to join, connecting (joined, waiting for the streamer's picture),
 * playing, or out: the stream is full, it ended, the server refused (its reason), or the
 * connection failed (the viewer may try again).
 */
export type ViewerStatus =
  'joining' | 'connecting' | 'playing' | 'full' | 'ended' | 'refused' | 'failed';

/**
 * Watches one stream while `streamId` is set: joins it, answers the streamer's offer and plays
 * what arrives. Leaves when `streamId` goes (the player closed the viewer). When the socket comes
 * back after a drop, it joins again (the server let the old viewer go).
 */
export function useLiveViewer(streamId: string | null, iceServers: readonly IceServer[]) {
  const [status, setStatus] = useState<ViewerStatus>('joining');
  const [error, setError] = useState<string | null>(null);
  const [media, setMedia] = useState<MediaStream | null>(null);
  const [stream, setStream] = useState<LiveStream | null>(null);
  const peer = useRef<ViewerPeer | null>(null);
  // Read when a peer is made (a late config must not restart the viewing).
  const ice = useRef(iceServers);
  ice.current = iceServers;
  const statusRef = useRef(status);
  statusRef.current = status;
  const joins = useLiveStore((s) => s.joins);
  const joinsSeen = useRef(joins);
  /** The socket connection the last join was sent on. */
  const joinedOn = useRef(0);

  const drop = useCallback(() => {
    peer.current?.close();
    peer.current = null;
    setMedia(null);
  }, []);

  const join = useCallback(() => {
    if (!streamId) return;
    drop();
    setError(null);
    setStatus('joining');
    joinedOn.current = useLiveStore.getState().connection;
    if (!useLiveStore.getState().send({ type: 'live_join', streamId })) {
      setStatus('failed');
      setError('You are offline: reconnect and try again');
    }
  }, [streamId, drop]);

  useEffect(() => {
    if (!streamId) return;
    join();
    const stop = onLiveFrame((frame) => {
      switch (frame.type) {
        case 'live_joined':
          if (frame.payload.streamId !== streamId) return;
          setStream(frame.payload.stream);
          setStatus('connecting');
          peer.current = new ViewerPeer(
            streamId,
            ice.current,
            (m) => useLiveStore.getState().send(m),
            (remote) => {
              setMedia(remote);
              setStatus('playing');
            },
            () => {
              setStatus('failed');
              setError('Could not connect to the stream: try again');
            },
          );
          return;
        case 'live_offer':
          if (frame.payload.streamId === streamId)
            void peer.current?.onOffer(frame.payload.sdp).catch(() => setStatus('failed'));
          return;
        case 'live_ice':
          if (frame.payload.streamId === streamId)
            void peer.current?.onCandidate(frame.payload.candidate);
          return;
        case 'live_stream':
          if (frame.payload.stream.id === streamId) setStream(frame.payload.stream);
          return;
        case 'live_refused':
          if (frame.payload.request !== 'join' || frame.payload.streamId !== streamId) return;
          drop();
          setError(frame.payload.error);
          setStatus(frame.payload.error === LIVE_FULL_TEXT ? 'full' : 'refused');
          return;
        case 'live_ended':
          if (frame.payload.streamId !== streamId) return;
          drop();
          setStatus('ended');
          return;
      }
    });
    return () => {
      stop();
      drop();
      useLiveStore.getState().send({ type: 'live_leave', streamId });
      setStream(null);
      setError(null);
      setStatus('joining');
    };
  }, [streamId, join, drop]);

  // The socket is back in the wave's room after a drop: the server let this viewer go, join again.
  // A join confirmed on the connection the viewer joined on (the room's confirmation can come after
  // the viewer was let in) changes nothing: joining again would only restart the picture.
  useEffect(() => {
    if (joins === joinsSeen.current) return;
    joinsSeen.current = joins;
    if (useLiveStore.getState().connection === joinedOn.current) return;
    const s = statusRef.current;
    if (streamId && (s === 'joining' || s === 'connecting' || s === 'playing')) join();
  }, [joins, streamId, join]);

  return { status, error, media, stream, retry: join };
}
