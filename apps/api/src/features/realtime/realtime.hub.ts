import { SESSION_ENDED_CLOSE, type ServerMessage } from '@coinwave/api-contract';
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
  send(data: string): void;
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

/**
 * Rooms per wave and sockets per user of this process, joined to the other instances through the
 * cluster: a publish goes out once as `scope\nkey\nfrom\nframe` and each instance delivers the
 * frame, already serialized, to its own sockets, skipping those of users who blocked `from` (the
 * sender of a wave chat message; empty otherwise). A `from` written `!id` (a live stream's frames)
 * also skips the users `id` blocked: neither side of a block sees the other's stream. Presence (who is connected to a wave) is
 * recorded in the cluster on every change, so the online count covers every instance.
 */
export class Hub implements RealtimeHub {
  private readonly clients = new Set<HubClient>();
  private readonly byUser = new Map<string, Set<HubClient>>();
  private readonly byWave = new Map<string, Set<HubClient>>();
  private readonly byConn = new Map<string, HubClient>();
  /** Per user with sockets here: whom they blocked (their sockets skip those senders' chat). */
  private readonly blocks: BlockFilter;

  /** Per wave: when this instance last sent its online count, and the send it has scheduled. */
  private readonly online = new Map<string, { lastMs: number; timer: NodeJS.Timeout | null }>();

  /** Resolves once this instance receives what any instance publishes. */
  readonly ready: Promise<void>;

  constructor(
    private readonly cluster: Cluster,
    /** At most one `online` frame per wave per this long from this instance (0: once a tick). */
    private readonly onlineEveryMs = 1000,
    /** Whom a user blocked (none: nobody is filtered, e.g. the admin command's hub). */
    loadBlocked: BlockedLoader | null = null,
    /** Who blocked a user (for frames filtered both ways); none: only one way. */
    loadBlockers: BlockedLoader | null = null,
  ) {
    this.blocks = new BlockFilter(loadBlocked, loadBlockers);
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
    const left = client.waveId;
    client.waveId = null;
    if (left) {
      removeFrom(this.byWave, left, client);
      this.recordPresence(left);
    }
    return left;
  }

  /** Moves the socket into a wave's room; returns the room it left, if any. */
  join(client: HubClient, waveId: string): string | null {
    const left = client.waveId;
    if (left === waveId) return null;
    if (left) {
      removeFrom(this.byWave, left, client);
      this.recordPresence(left);
    }
    client.waveId = waveId;
    addTo(this.byWave, waveId, client);
    this.recordPresence(waveId);
    return left;
  }

  onlineCount(waveId: string): Promise<number> {
    return this.cluster.presenceCount(waveId);
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
    const wait = Math.max(0, state.lastMs + this.onlineEveryMs - Date.now());
    state.timer = setTimeout(() => {
      state.timer = null;
      state.lastMs = Date.now();
      // The room is empty and nothing is waiting: forget the wave (a later join starts afresh).
      if (!this.byWave.has(waveId)) this.online.delete(waveId);
      this.onlineCount(waveId)
        .then((count) => this.publishToWave(waveId, { type: 'online', payload: { waveId, count } }))
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

  /** Cancels scheduled announcements (the app is closing). */
  close(): void {
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

  /** The users this instance has in the wave, written to the cluster (in memory: at once). */
  private recordPresence(waveId: string): void {
    const users = [...(this.byWave.get(waveId) ?? [])].map((c) => c.userId);
    // A failure is only a stale count; the next change or the cluster's heartbeat repairs it.
    this.cluster.setPresence(waveId, users).catch(() => undefined);
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
  for (const client of clients) {
    if (skip?.(client.userId)) continue;
    try {
      client.send(frame);
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
