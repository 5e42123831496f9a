import type { ClientMessage, ServerMessage } from '@coinwave/api-contract';
import { create } from 'zustand';

/** A live stream frame from the socket (signaling and the stream's life). */
export type LiveFrame = Extract<ServerMessage, { type: `live_${string}` }>;

interface LiveState {
  /** Sends on the tab's socket; bound by the socket's hook (false: not connected, not sent). */
  send: (message: ClientMessage) => boolean;
  bindSend: (send: ((message: ClientMessage) => boolean) | null) => void;
  /**
   * Counts the socket's confirmed joins of a wave room: a streamer's tab resumes its stream and a
   * viewer's tab joins again after each (the socket may have reconnected).
   */
  joins: number;
  joinedWaveId: string | null;
  confirmJoin: (waveId: string) => void;
  /**
   * Counts the socket's connections (each open, the first and every reconnect): a viewer joins
   * again after a room join only when it joined on an earlier connection, which the server let go.
   */
  connection: number;
  socketOpened: () => void;
  /** A stream the player asked to watch (a LIVE badge, the chat's entry): the media panel opens it. */
  watchRequest: string | null;
  requestWatch: (streamId: string) => void;
  clearWatchRequest: () => void;
}

const notConnected = () => false;

/** The live streams' client state: the socket to signal on, room joins, and what to watch. */
export const useLiveStore = create<LiveState>((set) => ({
  send: notConnected,
  bindSend: (send) => set({ send: send ?? notConnected }),
  joins: 0,
  joinedWaveId: null,
  confirmJoin: (waveId) => set((s) => ({ joins: s.joins + 1, joinedWaveId: waveId })),
  connection: 0,
  socketOpened: () => set((s) => ({ connection: s.connection + 1 })),
  watchRequest: null,
  requestWatch: (streamId) => set({ watchRequest: streamId }),
  clearWatchRequest: () => set({ watchRequest: null }),
}));

const listeners = new Set<(frame: LiveFrame) => void>();

/** Listens to the socket's live frames (the streamer's and the viewer's peers); returns the unsubscribe. */
export function onLiveFrame(listener: (frame: LiveFrame) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a live frame to every listener (the socket's handler calls it). */
export function emitLiveFrame(frame: LiveFrame): void {
  for (const listener of [...listeners]) listener(frame);
}

/** True for the frames `emitLiveFrame` takes. */
export function isLiveFrame(message: ServerMessage): message is LiveFrame {
  return message.type.startsWith('live_');
}
