import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common';
import { Message, MessageContent } from './social';

/** Spec section 4: 1 s doubled per attempt, capped at 30 s, at most 5 attempts; reset on open. */
export const RECONNECT_POLICY = { baseMs: 1000, capMs: 30_000, maxAttempts: 5 } as const;
export type ReconnectPolicy = {
  readonly baseMs: number;
  readonly capMs: number;
  readonly maxAttempts: number;
};

/**
 * The delay before reconnect attempt number `attempt` (0-based: the first retry is attempt 0),
 * or `null` once the attempts are spent.
 */
export function reconnectDelay(
  attempt: number,
  policy: ReconnectPolicy = RECONNECT_POLICY,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt >= policy.maxAttempts) return null;
  return Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
}

/** Messages the browser sends on `/ws` (spec section 7). */
export const ClientMessage = Type.Union([
  Type.Object({ type: Type.Literal('wave_join'), waveId: Id }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('user_update'), userId: Id }, { additionalProperties: false }),
  Type.Object(
    { type: Type.Literal('chat'), senderId: Id, content: MessageContent, waveId: Id },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('game_action'),
      payload: Type.Object({
        gameId: Id,
        action: Type.Union([Type.Literal('blackjack_complete'), Type.Literal('poker_complete')]),
        data: Type.Unknown(),
      }),
    },
    { additionalProperties: false },
  ),
]);
export type ClientMessage = Static<typeof ClientMessage>;

/** Messages the server sends on `/ws` (spec section 7, plus online counts and errors). */
export const ServerMessage = Type.Union([
  Type.Object({
    type: Type.Literal('notification'),
    payload: Type.Object({
      id: Id,
      kind: Type.String(),
      title: Type.String(),
      body: Type.String(),
      createdAt: Type.String(),
    }),
  }),
  Type.Object({
    type: Type.Literal('user_update'),
    payload: Type.Object({ userId: Id, data: Type.Record(Type.String(), Type.Unknown()) }),
  }),
  Type.Object({
    type: Type.Literal('wave_update'),
    payload: Type.Object({ waveId: Nullable(Id) }),
  }),
  /** A new wave chat message (to the wave's room) or DM (to both users); `message` is the stored message. */
  Type.Object({
    type: Type.Literal('chat'),
    payload: Type.Object({
      waveId: Nullable(Id),
      recipientId: Nullable(Id),
      messageId: Id,
      message: Type.Optional(Message),
    }),
  }),
  /** The user read a conversation (in some tab): its unread badge clears in every tab. */
  Type.Object({
    type: Type.Literal('dm_read'),
    payload: Type.Object({ otherId: Id }),
  }),
  Type.Object({
    type: Type.Literal('online'),
    payload: Type.Object({ waveId: Id, count: Type.Integer({ minimum: 0 }) }),
  }),
  Type.Object({ type: Type.Literal('error'), payload: Type.Object({ error: Type.String() }) }),
]);
export type ServerMessage = Static<typeof ServerMessage>;

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'error';

interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface ReconnectingSocketOptions {
  url: string;
  onMessage: (message: ServerMessage) => void;
  onStatus?: (status: SocketStatus) => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  policy?: ReconnectPolicy;
}

/**
 * One socket that reconnects with the spec's backoff. Frames that are not valid JSON are dropped.
 * `send` while not open is dropped too (callers resend state on `open`, e.g. wave_join).
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: unknown = null;
  private stopped = false;
  private readonly options: Required<Omit<ReconnectingSocketOptions, 'onStatus'>> &
    Pick<ReconnectingSocketOptions, 'onStatus'>;
  private openListeners = new Set<() => void>();

  constructor(options: ReconnectingSocketOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      policy: RECONNECT_POLICY,
      ...options,
    };
    this.connect();
  }

  /** Runs `fn` on every (re)open, e.g. to rejoin a wave room. */
  onOpen(fn: () => void): () => void {
    this.openListeners.add(fn);
    return () => this.openListeners.delete(fn);
  }

  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== 1) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.stopped = true;
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.socket?.close();
    this.options.onStatus?.('closed');
  }

  private connect(): void {
    this.options.onStatus?.('connecting');
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.options.onStatus?.('open');
      this.openListeners.forEach((fn) => fn());
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        this.options.onMessage(JSON.parse(event.data) as ServerMessage);
      } catch {
        // A malformed frame is ignored; the next good one carries on.
      }
    };
    socket.onerror = () => this.options.onStatus?.('error');
    socket.onclose = () => {
      if (this.stopped) return;
      this.options.onStatus?.('closed');
      const delay = reconnectDelay(this.attempt, this.options.policy);
      if (delay === null) return;
      this.attempt += 1;
      this.timer = this.options.setTimer(() => {
        this.timer = null;
        if (!this.stopped) this.connect();
      }, delay);
    };
  }
}
