import type { ServerMessage } from '@coinwave/api-contract';
import type { LiveStore } from '../../cluster/live-store';

/**
 * A socket as the live feature sees it: its user, its id (signaling is addressed to one tab), the
 * wave room it is in, and how to answer it directly.
 */
export interface LiveSocket {
  readonly userId: string;
  readonly connId: string;
  readonly waveId: string | null;
  reply(message: ServerMessage): void;
}

/** What a tab of this instance watches. */
export interface Watching {
  streamId: string;
  viewerId: string;
}

/**
 * This instance's part of the live streams (the shared part is `store`): which of its sockets
 * stream (socket id -> stream id) and which watch, so a closing socket ends or leaves at once.
 * These maps are only shortcuts: every rule reads the store, and an entry left stale by another
 * instance (a stream it ended) does nothing.
 */
export class LiveState {
  readonly streaming = new Map<string, string>();
  readonly watching = new Map<string, Watching>();
  constructor(
    readonly store: LiveStore,
    readonly instanceId: string,
  ) {}
}

/**
 * Socket close codes after which the page is gone on purpose (closed or reloaded: 1001; the app
 * closed its socket: 1000 / 1005; signed out or banned: 4001): the stream ends at once. Any other
 * close (a network drop, 1006) leaves the streamer the reconnect grace.
 */
export const CLOSED_ON_PURPOSE = new Set([1000, 1001, 1005, 4001]);
