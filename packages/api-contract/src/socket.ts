import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Id, Nullable, unionOf } from './common';
import { LiveClientMessage, LiveServerMessage } from './live';
import { PlaySession } from './responsible-play';
import { LeaderboardEntry, Message, MessageContent, PlayingCounts } from './social';

/**
 * Spec sections 4 and 9 asked for a backoff from 1 s, doubled per attempt, capped at 30 s, and at
 * most 5 attempts. Two things changed:
 * - The socket never gives up while the tab is open; `offerAfterAttempts` is where the UI offers a
 *   manual Reconnect, not where it stops trying (a tab that silently gave up stays red).
 * - The first window is 6 s, not 1 s. Every tab of a restarted server drops at the same instant;
 *   with full jitter over 1 s they would all come back within the same second or two. Over 6 s,
 *   doubling, no second sees more than about a quarter of them, however long the restart takes
 *   (see the storm property in socket.property.test.ts and the API's sockets fault test). A tab
 *   whose own network blipped does not wait: it retries at once on `online` and on visibility.
 */
export const RECONNECT_POLICY = { baseMs: 6000, capMs: 30_000, offerAfterAttempts: 3 } as const;
export type ReconnectPolicy = {
  /** The ceiling of the first retry's delay. */
  readonly baseMs: number;
  /** No delay is ever longer than this. */
  readonly capMs: number;
  /** Consecutive failed attempts after which the UI offers a manual Reconnect. */
  readonly offerAfterAttempts: number;
};

/** A random number in [0, 1), as `Math.random` returns; injected so tests can pin it. */
export type RandomSource = () => number;

/** The largest delay retry number `attempt` may wait: `min(capMs, baseMs * 2^attempt)`. */
export function reconnectCeiling(
  attempt: number,
  policy: Pick<ReconnectPolicy, 'baseMs' | 'capMs'> = RECONNECT_POLICY,
): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  // 2 ** n is Infinity for a large n, and min() then gives the cap: no overflow to worry about.
  return Math.max(0, Math.min(policy.capMs, policy.baseMs * 2 ** n));
}

/**
 * The delay before retry number `attempt` (0-based: the first retry after a drop is attempt 0):
 * "full jitter", a random value in [0, reconnectCeiling(attempt)], so a server restart is not met by
 * every tab at the same instant. There is no last attempt: past the cap the delay stays capped.
 */
export function reconnectDelay(
  attempt: number,
  policy: Pick<ReconnectPolicy, 'baseMs' | 'capMs'> = RECONNECT_POLICY,
  random: RandomSource = Math.random,
): number {
  const r = random();
  // A broken random source (NaN, out of range) must not produce a negative or uncapped delay.
  const unit = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 1;
  return Math.round(unit * reconnectCeiling(attempt, policy));
}

/** Messages the browser sends on `/ws` (spec section 7). */
export const ClientMessage = unionOf(
  [
    Type.Object({ type: Type.Literal('wave_join'), waveId: Id }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('user_update'), userId: Id }, { additionalProperties: false }),
    Type.Object(
      { type: Type.Literal('chat'), senderId: Id, content: MessageContent, waveId: Id },
      { additionalProperties: false },
    ),
    /**
     * The game this tab has open (the id of one of the player's games), or null when it left: counts the
     * player in that game's 'N playing' of the socket's wave. Sent on open and on leave;
     * the server keeps the player counted while the socket stays with that game open.
     */
    Type.Object(
      { type: Type.Literal('game_open'), gameId: Nullable(Id) },
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
  ],
  LiveClientMessage,
);
export type ClientMessage = Static<typeof ClientMessage>;

/**
 * The wave's figures in a coalesced `wave_update`: its counts now, and the leaderboard's rows (the
 * top `LEADERBOARD_MAX`) whose player, score or rank changed since this instance's previous frame
 * for the wave (all of them in its first). Each rank has one row, so a client replaces its row at
 * each rank given, drops other rows of those players, and keeps the first `leaderboardSize` ranks.
 */
export const WaveFigures = Type.Object({
  gamesCount: Type.Integer({ minimum: 0 }),
  messagesCount: Type.Integer({ minimum: 0 }),
  leaderboardSize: Type.Integer({ minimum: 0 }),
  leaderboard: Type.Array(LeaderboardEntry),
});
export type WaveFigures = Static<typeof WaveFigures>;

/**
 * The leaderboard after a coalesced `wave_update`: the row at each rank in `figures` replaces the
 * shown one, other rows of those players go, and the first `leaderboardSize` ranks stay.
 */
export function patchLeaderboard(
  shown: readonly LeaderboardEntry[],
  figures: Pick<WaveFigures, 'leaderboard' | 'leaderboardSize'>,
): LeaderboardEntry[] {
  const moved = new Set(figures.leaderboard.map((e) => e.id));
  const byRank = new Map<number, LeaderboardEntry>();
  for (const e of shown) if (!moved.has(e.id)) byRank.set(e.rank, e);
  for (const e of figures.leaderboard) byRank.set(e.rank, e);
  return [...byRank.values()]
    .filter((e) => e.rank <= figures.leaderboardSize)
    .sort((a, b) => a.rank - b.rank);
}

/** Messages the server sends on `/ws` (spec section 7, plus online counts and errors). */
export const ServerMessage = unionOf(
  [
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
    /**
     * The wave changed. Without `figures` (a new wave, a member's account deleted): re-read the
     * wave's data. With `figures` (rounds, joins: coalesced, at most one per wave per second per
     * instance): patch what is shown instead of re-reading it.
     */
    Type.Object({
      type: Type.Literal('wave_update'),
      payload: Type.Object({ waveId: Nullable(Id), figures: Type.Optional(WaveFigures) }),
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
    /**
     * A moderator deleted a message: to the wave's room, or to both DM parties. Clients
     * drop it from what they show at once.
     */
    Type.Object({
      type: Type.Literal('message_deleted'),
      payload: Type.Object({
        messageId: Id,
        waveId: Nullable(Id),
        senderId: Id,
        recipientId: Nullable(Id),
      }),
    }),
    /** The user read a conversation (in some tab): its unread badge clears in every tab. */
    Type.Object({
      type: Type.Literal('dm_read'),
      payload: Type.Object({ otherId: Id }),
    }),
    /** The player's play session changed in some tab (a reality check acknowledged): every tab updates. */
    Type.Object({ type: Type.Literal('play_session'), payload: PlaySession }),
    /**
     * The wave's live figures, coalesced (at most one per wave per second per instance): players
     * connected ('Surfers') and, per game, players with it open ('N playing').
     */
    Type.Object({
      type: Type.Literal('online'),
      payload: Type.Object({
        waveId: Id,
        count: Type.Integer({ minimum: 0 }),
        playing: PlayingCounts,
      }),
    }),
    /** A shared screenshot or recording was deleted (by its owner or a moderator): to its wave's room. */
    Type.Object({
      type: Type.Literal('media_deleted'),
      payload: Type.Object({ mediaId: Id, waveId: Id }),
    }),
    Type.Object({ type: Type.Literal('error'), payload: Type.Object({ error: Type.String() }) }),
  ],
  LiveServerMessage,
);
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

/** WebSocket.OPEN: the only state in which a frame can be sent. */
const OPEN = 1;

export interface ReconnectingSocketOptions {
  url: string;
  onMessage: (message: ServerMessage) => void;
  /**
   * Every status change, with the number of consecutive connection attempts that failed since the
   * socket was last open (0 while things are fine), so the UI can tell a quick retry from a long
   * outage (see `RECONNECT_POLICY.offerAfterAttempts`).
   */
  onStatus?: (status: SocketStatus, failedAttempts: number) => void;
  /** The server closed the socket because its session ended (`SESSION_ENDED_CLOSE`): no retry. */
  onSessionEnded?: () => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  policy?: ReconnectPolicy;
  /** The jitter's random source (`Math.random` by default; never used for anything but timing). */
  random?: RandomSource;
  /** A frame that is not JSON, dropped (by default said with `console.warn`). */
  onMalformedFrame?: (data: string) => void;
}

/**
 * The close the server sends when the socket's session has ended (logout, a password change
 * elsewhere, "sign out everywhere"): reconnecting cannot help, the player has to sign in again.
 */
export const SESSION_ENDED_CLOSE = { code: 4001, reason: 'Signed out' } as const;

/**
 * One socket that reconnects with capped, fully jittered exponential backoff and never gives up
 * while it is not `close()`d. Frames that are not valid JSON are dropped (`onMalformedFrame`). `send` while not open is
 * dropped too (callers resend state on `open`, e.g. wave_join).
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  /** Retries scheduled since the last open: the backoff exponent. */
  private attempt = 0;
  /** Connection attempts that closed without ever opening, since the last open. */
  private failures = 0;
  private timer: unknown = null;
  private stopped = false;
  private readonly options: Required<
    Omit<ReconnectingSocketOptions, 'onStatus' | 'onSessionEnded'>
  > &
    Pick<ReconnectingSocketOptions, 'onStatus' | 'onSessionEnded'>;
  private openListeners = new Set<() => void>();

  constructor(options: ReconnectingSocketOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      policy: RECONNECT_POLICY,
      random: Math.random,
      onMalformedFrame: (data) =>
        console.warn(`Socket frame dropped (not JSON): ${data.slice(0, 80)}`),
      ...options,
    };
    this.connect();
  }

  /** Consecutive failed connection attempts since the socket was last open. */
  get failedAttempts(): number {
    return this.failures;
  }

  /** Runs `fn` on every (re)open, e.g. to rejoin a wave room. */
  onOpen(fn: () => void): () => void {
    this.openListeners.add(fn);
    return () => this.openListeners.delete(fn);
  }

  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * Tries again right now, with the backoff reset (the network came back, the tab became visible,
   * or the player pressed Reconnect). A socket that is open is left alone; one still connecting is
   * abandoned for a fresh attempt, since after a network change it is usually stuck.
   */
  reconnectNow(): void {
    if (this.stopped || this.socket?.readyState === OPEN) return;
    this.cancelTimer();
    this.attempt = 0;
    this.discardSocket();
    this.connect();
  }

  close(): void {
    this.stopped = true;
    this.cancelTimer();
    this.discardSocket();
    this.report('closed');
  }

  private report(status: SocketStatus): void {
    this.options.onStatus?.(status, this.failures);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.options.clearTimer(this.timer);
    this.timer = null;
  }

  /** Detaches and closes the current socket, so its late events cannot schedule anything. */
  private discardSocket(): void {
    const old = this.socket;
    this.socket = null;
    if (!old) return;
    old.onopen = old.onclose = old.onerror = old.onmessage = null;
    old.close();
  }

  private connect(): void {
    this.report('connecting');
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.attempt = 0;
      this.failures = 0;
      this.report('open');
      this.openListeners.forEach((fn) => fn());
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        // A malformed frame is dropped (and said); the next good one carries on.
        this.options.onMalformedFrame(event.data);
        return;
      }
      // Outside the try: an error in the handler is the handler's, and is not hidden here.
      this.options.onMessage(message);
    };
    socket.onerror = () => this.report('error');
    socket.onclose = (event) => {
      if (this.stopped || this.socket !== socket) return;
      this.socket = null;
      if ((event as { code?: unknown } | null)?.code === SESSION_ENDED_CLOSE.code) {
        this.stopped = true;
        this.report('closed');
        this.options.onSessionEnded?.();
        return;
      }
      if (!opened) this.failures += 1;
      this.report('closed');
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    this.cancelTimer();
    const delay = reconnectDelay(this.attempt, this.options.policy, this.options.random);
    this.attempt += 1;
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}
