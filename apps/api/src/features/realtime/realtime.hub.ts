import {
  PLAYING_WINDOW_MS,
  SESSION_ENDED_CLOSE,
  type GameKind,
  type PlayingCounts,
  type ServerMessage,
} from '@coinwave/api-contract';
import type { Cluster } from '../../cluster/cluster';
import { BlockFilter, type BlockedLoader } from './realtime.blocks';

/**
 * Where services publish socket messages, always after their transaction has committed. Every
 * message reaches the matching sockets of every API instance (through the cluster: memory in one
 * process, Redis pub/sub behind several), serialized once.
 */
export interface RealtimeHub {
  /**
   * To every socket that joined the wave's room; with `from` (a chat message's sender), except the
   * sockets of users who blocked the sender, on every instance. `mutual` (a live stream's frames):
   * also except the sockets of users whom `from` blocked.
   */
  publishToWave(waveId: string, message: ServerMessage, from?: string, mutual?: boolean): void;
  /** To one socket (a tab), wherever it is connected: live stream signaling. */
  publishToConnection(connId: string, message: ServerMessage): void;
  /** To every socket (tab) of the user. */
  publishToUser(userId: string, message: ServerMessage): void;
  /** To every socket (e.g. a new wave started). */
  publishToAll(message: ServerMessage): void;
  /** Distinct users connected to the wave's room now, on every instance ('Surfers'). */
  onlineCount(waveId: string): Promise<number>;
  /** Per game, the wave's players who had it open in the last `PLAYING_WINDOW_MS` ('N playing'). */
  playingCounts(waveId: string): Promise<PlayingCounts>;
  /**
   * Closes (on every instance) the user's sockets opened by the ended sessions: `only` these
   * session ids, or every session `allBut` this one (null: all of them).
   */
  endSessions(userId: string, which: EndedSessions): void;
  /** `blockerId` blocked (or unblocked) `blockedId`: every instance's filter for their sockets follows. */
  blockChanged(blockerId: string, blockedId: string, blocked: boolean): void;
}

export type { BlockedLoader } from './realtime.blocks';

/** Which of a user's sessions ended (session ids are the stored token hashes). */
export type EndedSessions = { only: readonly string[] } | { allBut: string | null };

export { SESSION_ENDED_CLOSE };

/** One connected socket as the hub sees it. */
export interface HubClient {
  readonly userId: string;
  /** The socket's id, unique across instances (signaling is addressed to one tab). */
  readonly connId?: string;
  waveId: string | null;
  /** The game this socket's tab has open (`game_open`), counted in its wave's 'N playing'. */
  playing?: GameKind | null;
  /** A frame: its text, and the same text as UTF-8 bytes (encoded once per broadcast). */
  send(data: string, bytes?: Buffer): void;
  /** The session the socket was opened with (closed when that session ends). */
  readonly sessionId?: string;
  close?(code: number, reason: string): void;
}

/** The pub/sub channel every instance's hub listens on. */
const CHANNEL = 'realtime';
/** The pub/sub channel on which ended sessions reach every instance's hub. */
const ENDED_CHANNEL = 'realtime-sessions-ended';
/** The pub/sub channel on which blocks and unblocks reach every instance's hub. */
const BLOCKS_CHANNEL = 'realtime-blocks';

type Scope = 'wave' | 'user' | 'conn' | 'all';

const GAMES: readonly GameKind[] = ['slots', 'blackjack', 'poker', 'roulette'];

/** How often each instance renews the sightings of the games its sockets have open. */
export const PLAYING_BEAT_MS = 30_000;

/** How a hub is set up; the defaults are production's. */
export interface HubOptions {
  /** At most one `online` frame per wave per this long from this instance (0: once a tick). */
  onlineEveryMs?: number;
  /** Whom a user blocked (none: nobody is filtered, e.g. the admin command's hub). */
  loadBlocked?: BlockedLoader | null;
  /** Who blocked a user (for frames filtered both ways); none: only one way. */
  loadBlockers?: BlockedLoader | null;
  /**
   * The clock of 'N playing' sightings and of the online counts' coalescing (the app's clock, so
   * tests can move it).
   */
  nowMs?: () => number;
  /** How often the open games are sighted again (0: never by itself; tests call `beatPlaying`). */
  playingBeatMs?: number;
}

/**
 * Rooms per wave and sockets per user of this process, joined to the other instances through the
 * cluster: a publish goes out once as `scope\nkey\nfrom\nframe` and each instance delivers the
 * frame, already serialized, to its own sockets, skipping those of users who blocked `from` (the
 * sender of a wave chat message; empty otherwise). A `from` written `!id` (a live stream's frames)
 * also skips the users `id` blocked: neither side of a block sees the other's stream. Presence
 * (who is connected to a wave) is recorded in the cluster when a user's first socket joins a wave
 * and when the last one leaves, so the online count covers every instance and a join costs the
 * same in a wave of any size.
 */
export class Hub implements RealtimeHub {
  private readonly clients = new Set<HubClient>();
  private readonly byUser = new Map<string, Set<HubClient>>();
  private readonly byWave = new Map<string, Set<HubClient>>();
  private readonly byConn = new Map<string, HubClient>();
  /** Per wave: its users with sockets here, and how many each has (a user is present once). */
  private readonly present = new Map<string, Map<string, number>>();
  /** Per user with sockets here: whom they blocked (their sockets skip those senders' chat). */
  private readonly blocks: BlockFilter;

  /** Per wave: when this instance last sent its online count, and the send it has scheduled. */
  private readonly online = new Map<string, { lastMs: number; timer: NodeJS.Timeout | null }>();
  /** Per wave: the playing counts this instance last announced (the beat announces changes). */
  private readonly announcedPlaying = new Map<string, string>();
  private readonly playingBeat: NodeJS.Timeout | null;

  /** Resolves once this instance receives what any instance publishes. */
  readonly ready: Promise<void>;

  private readonly onlineEveryMs: number;
  private readonly nowMs: () => number;

  constructor(
    private readonly cluster: Cluster,
    options: HubOptions = {},
  ) {
    this.onlineEveryMs = options.onlineEveryMs ?? 1000;
    this.nowMs = options.nowMs ?? Date.now;
    this.blocks = new BlockFilter(options.loadBlocked ?? null, options.loadBlockers ?? null);
    const playingBeatMs = options.playingBeatMs ?? PLAYING_BEAT_MS;
    // A failed beat is only a stale 'N playing' for a while: the next beat counts again.
    this.playingBeat =
      playingBeatMs > 0
        ? setInterval(() => void this.beatPlaying().catch(() => undefined), playingBeatMs)
        : null;
    this.playingBeat?.unref();
    this.ready = Promise.all([
      cluster.subscribe(CHANNEL, (envelope) => this.receive(envelope)),
      cluster.subscribe(ENDED_CHANNEL, (message) => this.closeEnded(message)),
      cluster.subscribe(BLOCKS_CHANNEL, (message) => this.blocks.apply(message)),
    ]).then(() => undefined);
  }

  endSessions(userId: string, which: EndedSessions): void {
    this.cluster.publish(ENDED_CHANNEL, JSON.stringify({ userId, ...which }));
  }

  blockChanged(blockerId: string, blockedId: string, blocked: boolean): void {
    this.cluster.publish(BLOCKS_CHANNEL, BlockFilter.change(blockerId, blockedId, blocked));
  }

  /** Resolves once the user's blocks are loaded (a socket joins a wave's room only after). */
  blocksReady(userId: string): Promise<void> {
    return this.blocks.ready(userId);
  }

  /** The distinct sessions of this instance's sockets (the periodic session check reads them). */
  openSessionIds(): string[] {
    const ids = new Set<string>();
    for (const client of this.clients)
      if (client.sessionId !== undefined) ids.add(client.sessionId);
    return [...ids];
  }

  /** Closes this instance's sockets of these sessions, found ended by the periodic check. */
  closeSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    const ended = new Set(sessionIds);
    for (const client of [...this.clients])
      if (client.sessionId !== undefined && ended.has(client.sessionId)) closeQuietly(client);
  }

  /** Closes this instance's sockets of the ended sessions (their close handlers remove them). */
  private closeEnded(message: string): void {
    let ended: { userId: string; only?: string[]; allBut?: string | null };
    try {
      ended = JSON.parse(message) as typeof ended;
    } catch {
      // Published only by endSessions above: never malformed, and nothing to close if it were.
      return;
    }
    const only = ended.only ? new Set(ended.only) : null;
    for (const client of [...(this.byUser.get(ended.userId) ?? [])]) {
      const matches = only
        ? client.sessionId !== undefined && only.has(client.sessionId)
        : client.sessionId !== ended.allBut;
      if (matches) closeQuietly(client);
    }
  }

  add(client: HubClient): void {
    this.clients.add(client);
    if (client.connId !== undefined) this.byConn.set(client.connId, client);
    addTo(this.byUser, client.userId, client);
    this.blocks.track(client.userId);
  }

  /** Removes a closed socket; returns the wave it left (its presence changed). */
  remove(client: HubClient): string | null {
    this.clients.delete(client);
    if (client.connId !== undefined && this.byConn.get(client.connId) === client)
      this.byConn.delete(client.connId);
    removeFrom(this.byUser, client.userId, client);
    if (!this.byUser.has(client.userId)) this.blocks.forget(client.userId);
    // Its game was open until now: the sighting keeps it counted for the window.
    if (client.playing && client.waveId)
      void this.sight(client.waveId, client.playing, [client.userId]);
    const left = client.waveId;
    client.waveId = null;
    if (left) {
      removeFrom(this.byWave, left, client);
      this.leavePresence(left, client.userId);
    }
    return left;
  }

  /** Moves the socket into a wave's room; returns the room it left, if any. */
  join(client: HubClient, waveId: string): string | null {
    const left = client.waveId;
    if (left === waveId) return null;
    if (left) {
      removeFrom(this.byWave, left, client);
      this.leavePresence(left, client.userId);
    }
    client.waveId = waveId;
    addTo(this.byWave, waveId, client);
    this.enterPresence(waveId, client.userId);
    return left;
  }

  onlineCount(waveId: string): Promise<number> {
    return this.cluster.presenceCount(waveId);
  }

  async playingCounts(waveId: string): Promise<PlayingCounts> {
    const counts = await this.cluster.playingCounts(
      waveId,
      GAMES,
      this.nowMs() - PLAYING_WINDOW_MS,
    );
    return { slots: counts[0]!, blackjack: counts[1]!, poker: counts[2]!, roulette: counts[3]! };
  }

  /**
   * The socket's tab opened `game` (null: went back to the tiles). Opening is sighted at once and
   * announced (coalesced with the online count); leaving is sighted too, so the player stays
   * counted for the window ("had it open in the last few minutes").
   */
  setPlaying(client: HubClient, game: GameKind | null): void {
    const previous = client.playing ?? null;
    client.playing = game;
    const waveId = client.waveId;
    if (!waveId) return;
    if (previous && previous !== game) void this.sight(waveId, previous, [client.userId]);
    if (game) {
      this.sight(waveId, game, [client.userId]).then(
        () => this.announceOnline(waveId),
        () => undefined,
      );
    }
  }

  /**
   * Sights again every game open on this instance's sockets (each wave, each game, its users) and
   * announces the waves whose counts changed since this instance last announced them: a player's
   * game ages out of the count here, without any event. Runs every `PLAYING_BEAT_MS`.
   */
  async beatPlaying(): Promise<void> {
    for (const [waveId, clients] of this.byWave) {
      const byGame = new Map<GameKind, Set<string>>();
      for (const c of clients) {
        if (!c.playing) continue;
        const users = byGame.get(c.playing) ?? new Set<string>();
        byGame.set(c.playing, users.add(c.userId));
      }
      await Promise.all([...byGame].map(([game, users]) => this.sight(waveId, game, [...users])));
      const counts = JSON.stringify(await this.playingCounts(waveId));
      if (this.announcedPlaying.get(waveId) !== counts) this.announceOnline(waveId);
    }
    for (const waveId of this.announcedPlaying.keys())
      if (!this.byWave.has(waveId)) this.announcedPlaying.delete(waveId);
  }

  private sight(waveId: string, game: GameKind, users: readonly string[]): Promise<void> {
    // A failed write is a missed sighting: the next beat writes it again.
    return this.cluster
      .touchPlaying(waveId, game, users, this.nowMs(), PLAYING_WINDOW_MS)
      .catch(() => undefined);
  }

  /** Sockets connected to this instance. */
  socketCount(): number {
    return this.clients.size;
  }

  /** Sockets the user has open on this instance. */
  userSocketCount(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /**
   * Tells the wave's sockets (on every instance) how many players are connected to it, coalesced:
   * the first change is announced on the next tick, and further changes within `onlineEveryMs` of
   * an announcement wait for one announcement at the end of that window, so a connect storm of N
   * sockets costs about N frames a second rather than N².
   */
  announceOnline(waveId: string): void {
    const state = this.online.get(waveId) ?? { lastMs: -Infinity, timer: null };
    this.online.set(waveId, state);
    if (state.timer) return;
    const wait = Math.max(0, state.lastMs + this.onlineEveryMs - this.nowMs());
    state.timer = setTimeout(() => {
      state.timer = null;
      state.lastMs = this.nowMs();
      // The room is empty and nothing is waiting: forget the wave (a later join starts afresh).
      if (!this.byWave.has(waveId)) this.online.delete(waveId);
      Promise.all([this.onlineCount(waveId), this.playingCounts(waveId)])
        .then(([count, playing]) => {
          this.announcedPlaying.set(waveId, JSON.stringify(playing));
          this.publishToWave(waveId, { type: 'online', payload: { waveId, count, playing } });
        })
        // A failed count is only a missed frame: the next change announces again.
        .catch(() => undefined);
    }, wait);
    state.timer.unref();
  }

  /** Online announcements scheduled and not yet sent (tests wait for 0). */
  pendingAnnouncements(): number {
    let n = 0;
    for (const state of this.online.values()) if (state.timer) n += 1;
    return n;
  }

  /** Cancels scheduled announcements and the beat (the app is closing). */
  close(): void {
    if (this.playingBeat) clearInterval(this.playingBeat);
    for (const state of this.online.values()) if (state.timer) clearTimeout(state.timer);
    this.online.clear();
  }

  publishToWave(waveId: string, message: ServerMessage, from?: string, mutual = false): void {
    this.publish('wave', waveId, message, from === undefined ? '' : `${mutual ? '!' : ''}${from}`);
  }

  publishToConnection(connId: string, message: ServerMessage): void {
    this.publish('conn', connId, message);
  }

  /** This instance's socket with that id, if it is connected here. */
  connection(connId: string): HubClient | undefined {
    return this.byConn.get(connId);
  }

  publishToUser(userId: string, message: ServerMessage): void {
    this.publish('user', userId, message);
  }

  publishToAll(message: ServerMessage): void {
    this.publish('all', '', message);
  }

  private publish(scope: Scope, key: string, message: ServerMessage, from = ''): void {
    this.cluster.publish(CHANNEL, `${scope}\n${key}\n${from}\n${JSON.stringify(message)}`);
  }

  private receive(envelope: string): void {
    const first = envelope.indexOf('\n');
    const second = envelope.indexOf('\n', first + 1);
    const third = envelope.indexOf('\n', second + 1);
    if (first < 0 || second < 0 || third < 0) return;
    const scope = envelope.slice(0, first) as Scope;
    const key = envelope.slice(first + 1, second);
    const from = envelope.slice(second + 1, third);
    const frame = envelope.slice(third + 1);
    if (scope === 'conn') {
      const client = this.byConn.get(key);
      return deliver(client ? [client] : undefined, frame, null);
    }
    const targets =
      scope === 'wave'
        ? this.byWave.get(key)
        : scope === 'user'
          ? this.byUser.get(key)
          : this.clients;
    const mutual = from.startsWith('!');
    const sender = mutual ? from.slice(1) : from;
    deliver(
      targets,
      frame,
      sender === ''
        ? null
        : (userId) =>
            this.blocks.has(userId, sender) || (mutual && this.blocks.isBlockedBy(userId, sender)),
    );
  }

  /** A socket of `userId` joined the wave: the user's first one here makes them present. */
  private enterPresence(waveId: string, userId: string): void {
    let users = this.present.get(waveId);
    if (!users) this.present.set(waveId, (users = new Map()));
    const sockets = users.get(userId) ?? 0;
    users.set(userId, sockets + 1);
    if (sockets === 0) this.writePresence(waveId, userId, true);
  }

  /** A socket of `userId` left the wave: the user's last one here ends their presence. */
  private leavePresence(waveId: string, userId: string): void {
    const users = this.present.get(waveId);
    const sockets = users?.get(userId);
    if (!users || sockets === undefined) return;
    if (sockets > 1) return void users.set(userId, sockets - 1);
    users.delete(userId);
    if (users.size === 0) this.present.delete(waveId);
    this.writePresence(waveId, userId, false);
  }

  private writePresence(waveId: string, userId: string, present: boolean): void {
    // A failure is only a stale count; the cluster's heartbeat repairs it.
    this.cluster.setPresent(waveId, userId, present).catch(() => undefined);
  }
}

/** Closes the socket as its session ended (4001: the tab goes to sign-in, no retry). */
function closeQuietly(client: HubClient): void {
  try {
    client.close?.(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
  } catch {
    // Already closing.
  }
}

function deliver(
  clients: Iterable<HubClient> | undefined,
  frame: string,
  skip: ((userId: string) => boolean) | null,
): void {
  if (!clients) return;
  // Encoded once for every socket here (a socket would otherwise encode the text itself).
  const bytes = Buffer.from(frame);
  for (const client of clients) {
    if (skip?.(client.userId)) continue;
    try {
      client.send(frame, bytes);
    } catch {
      // A socket that fails to send is closing; its close handler removes it.
    }
  }
}

function addTo(map: Map<string, Set<HubClient>>, key: string, client: HubClient): void {
  const set = map.get(key) ?? new Set<HubClient>();
  set.add(client);
  map.set(key, set);
}

function removeFrom(map: Map<string, Set<HubClient>>, key: string, client: HubClient): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
