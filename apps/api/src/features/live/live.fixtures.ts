import type { ServerMessage } from '@coinwave/api-contract';
import { expect } from 'vitest';
import type { SocketClient } from '../../test/socket-client';

/** A fake session description of a given length (the server relays it as text, unread). */
export const sdp = (tag: string, length = 200) => `v=0 ${tag} `.padEnd(length, 'x');

export const candidate = (n: number) => ({
  candidate: `candidate:${n} 1 udp 2122260223 192.168.1.${n} 5000${n} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

type Frame<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** The tab's streamer side: starts a stream and returns it. */
export async function goLive(socket: SocketClient, source: 'camera' | 'screen' = 'camera') {
  const before = socket.frames.length;
  socket.send({ type: 'live_start', source });
  const started = await socket.next('live_started', (m) => socket.frames.indexOf(m) >= before);
  return started.payload.stream;
}

/** The tab joins a stream as a viewer; returns its viewer id. */
export async function watch(socket: SocketClient, streamId: string): Promise<string> {
  socket.send({ type: 'live_join', streamId });
  const joined = await socket.next('live_joined', (m) => m.payload.streamId === streamId);
  return joined.payload.viewerId;
}

/** The next `live_refused` after now (a refusal answered to this tab). */
export async function refusal(
  socket: SocketClient,
  send: () => void,
): Promise<Frame<'live_refused'>['payload']> {
  const before = socket.frames.length;
  send();
  return (await socket.next('live_refused', (m) => socket.frames.indexOf(m) >= before)).payload;
}

/**
 * A round trip on the socket: every frame published to it before this call is in by the time the
 * answer is (frames of one socket arrive in order).
 */
export async function roundTrip(socket: SocketClient, userId: string): Promise<void> {
  const before = socket.frames.length;
  socket.send({ type: 'user_update', userId });
  await socket.next('user_update', (m) => socket.frames.indexOf(m) >= before);
}

/** The last viewer count the socket heard for the stream. */
export function lastCount(socket: SocketClient, streamId: string): number | undefined {
  const counts = socket.frames.filter(
    (f): f is Frame<'live_stream'> => f.type === 'live_stream' && f.payload.stream.id === streamId,
  );
  return counts.at(-1)?.payload.stream.viewers;
}

/** Waits until the socket heard the stream's viewer count reach `n`. */
export async function heardCount(socket: SocketClient, streamId: string, n: number) {
  await socket.next(
    'live_stream',
    (m) => m.payload.stream.id === streamId && m.payload.stream.viewers === n,
  );
  expect(lastCount(socket, streamId)).toBeDefined();
}

/** Frames of a type the socket got. */
export function framesOf<T extends ServerMessage['type']>(socket: SocketClient, type: T) {
  return socket.frames.filter((f): f is Frame<T> => f.type === type);
}
