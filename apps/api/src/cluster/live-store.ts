/**
 * One live stream as the instances share it. `info` never changes after the start;
 * `conn` / `instance` say which socket (on which instance) holds the stream now, and `droppedAt`
 * when that socket went away (server clock, ms), null while it is there.
 */
export interface LiveRecord {
  id: string;
  streamerId: string;
  waveId: string;
  /** The stream's public description (JSON of the contract's LiveStream minus the viewer count). */
  info: string;
  conn: string | null;
  instance: string | null;
  droppedAt: number | null;
}

/** One viewer (a watching tab): its id in the stream, its user, and its socket. */
export interface LiveViewer {
  viewerId: string;
  userId: string;
  conn: string;
  instance: string;
}

export type LiveJoin = { ok: true; viewers: number } | { ok: false; reason: 'gone' | 'full' };

/**
 * Where live streams live, shared by every instance: in memory for one process, in Redis behind
 * several (so any instance can list, join or end a stream whose streamer is connected elsewhere).
 * Every change is atomic: the viewer cap holds exactly, and a stream ends exactly once.
 */
export interface LiveStore {
  /** Records a new stream unless its streamer has one: then returns that one, unchanged. */
  start(record: LiveRecord): Promise<LiveRecord | null>;
  get(streamId: string): Promise<{ stream: LiveRecord; viewers: LiveViewer[] } | null>;
  /** The user's stream, if they are live. */
  ofUser(userId: string): Promise<LiveRecord | null>;
  /** A wave's streams with their viewer counts. */
  inWave(waveId: string): Promise<Array<{ stream: LiveRecord; viewers: number }>>;
  /** Every stream, with its viewers (the sweep reads them). */
  all(): Promise<Array<{ stream: LiveRecord; viewers: LiveViewer[] }>>;
  /** Adds a viewer unless the stream has ended or has `cap` viewers. */
  join(streamId: string, viewer: LiveViewer, cap: number): Promise<LiveJoin>;
  /** Removes a viewer; the viewers left, or null when it was not there (already gone). */
  leave(streamId: string, viewerId: string): Promise<number | null>;
  /** Binds the stream to the streamer's (new) socket; null when it ended or is not theirs. */
  bind(
    streamId: string,
    streamerId: string,
    conn: string,
    instance: string,
  ): Promise<LiveRecord | null>;
  /** The streamer's socket `conn` went away at `atMs` (ignored when another socket holds it now). */
  dropped(streamId: string, conn: string, atMs: number): Promise<boolean>;
  /** Removes the stream and its viewers; returns them to exactly one caller (null to the others). */
  end(streamId: string): Promise<{ stream: LiveRecord; viewers: LiveViewer[] } | null>;
  /** Which of these instances are alive (renewing their mark); one process is always alive. */
  alive(instances: readonly string[]): Promise<Set<string>>;
  close(): void;
}

interface MemoryEntry {
  stream: LiveRecord;
  viewers: Map<string, LiveViewer>;
}

const copy = (entry: MemoryEntry) => ({
  stream: { ...entry.stream },
  viewers: [...entry.viewers.values()].map((v) => ({ ...v })),
});

/** One process: the streams in memory. */
export class MemoryLiveStore implements LiveStore {
  private readonly streams = new Map<string, MemoryEntry>();
  private readonly byUser = new Map<string, string>();

  async start(record: LiveRecord): Promise<LiveRecord | null> {
    const existing = this.byUser.get(record.streamerId);
    const entry = existing === undefined ? undefined : this.streams.get(existing);
    if (entry) return { ...entry.stream };
    this.streams.set(record.id, { stream: { ...record }, viewers: new Map() });
    this.byUser.set(record.streamerId, record.id);
    return null;
  }

  async get(streamId: string) {
    const entry = this.streams.get(streamId);
    return entry ? copy(entry) : null;
  }

  async ofUser(userId: string): Promise<LiveRecord | null> {
    const id = this.byUser.get(userId);
    const entry = id === undefined ? undefined : this.streams.get(id);
    return entry ? { ...entry.stream } : null;
  }

  async inWave(waveId: string) {
    return [...this.streams.values()]
      .filter((e) => e.stream.waveId === waveId)
      .map((e) => ({ stream: { ...e.stream }, viewers: e.viewers.size }));
  }

  async all() {
    return [...this.streams.values()].map(copy);
  }

  async join(streamId: string, viewer: LiveViewer, cap: number): Promise<LiveJoin> {
    const entry = this.streams.get(streamId);
    if (!entry) return { ok: false, reason: 'gone' };
    if (entry.viewers.size >= cap) return { ok: false, reason: 'full' };
    entry.viewers.set(viewer.viewerId, { ...viewer });
    return { ok: true, viewers: entry.viewers.size };
  }

  async leave(streamId: string, viewerId: string): Promise<number | null> {
    const entry = this.streams.get(streamId);
    if (!entry?.viewers.delete(viewerId)) return null;
    return entry.viewers.size;
  }

  async bind(streamId: string, streamerId: string, conn: string, instance: string) {
    const entry = this.streams.get(streamId);
    if (!entry || entry.stream.streamerId !== streamerId) return null;
    Object.assign(entry.stream, { conn, instance, droppedAt: null });
    return { ...entry.stream };
  }

  async dropped(streamId: string, conn: string, atMs: number): Promise<boolean> {
    const entry = this.streams.get(streamId);
    if (!entry || entry.stream.conn !== conn) return false;
    Object.assign(entry.stream, { conn: null, instance: null, droppedAt: atMs });
    return true;
  }

  async end(streamId: string) {
    const entry = this.streams.get(streamId);
    if (!entry) return null;
    this.streams.delete(streamId);
    if (this.byUser.get(entry.stream.streamerId) === streamId)
      this.byUser.delete(entry.stream.streamerId);
    return copy(entry);
  }

  async alive(instances: readonly string[]): Promise<Set<string>> {
    return new Set(instances);
  }

  close(): void {
    this.streams.clear();
    this.byUser.clear();
  }
}
