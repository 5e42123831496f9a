import { randomBytes } from 'node:crypto';
import { MemoryBackoff, type Backoff, type BackoffPolicy } from '../lib/backoff';
import { MemoryLimiter, type Limiter, type RateRule } from '../lib/rate-limiter';
import { MemoryLiveStore, type LiveStore } from './live-store';

/**
 * What the API instances of one deployment share: messages to every instance, presence, rate
 * limits and locks. One process needs nothing but memory (`LocalCluster`, the default); with
 * `REDIS_URL` every instance shares them through Redis (`RedisCluster`), so a chat message posted
 * on one instance reaches sockets on all, limits hold cluster-wide, and a job runs once.
 */
export interface Cluster {
  readonly kind: 'local' | 'redis';
  /** This instance's id (random per start). */
  readonly instanceId: string;
  /** Delivers `data` to every instance's subscribers of `channel`, this one included. */
  publish(channel: string, data: string): void;
  /** Resolves once `onMessage` is listening (messages published after that reach it). */
  subscribe(channel: string, onMessage: (data: string) => void): Promise<void>;
  /** A sliding-window limiter shared by every instance. */
  limiter(name: string, rule: RateRule, now: () => number): Limiter;
  /** Growing delays after failures (login throttling), shared by every instance. */
  backoff(name: string, policy: BackoffPolicy, now: () => number): Backoff;
  /**
   * Runs `fn` unless another holder (on any instance) has `name`; the lock expires after `ttlMs`
   * should its holder die. Resolves to `{ ran: false }` when it was taken.
   */
  withLock<T>(
    name: string,
    ttlMs: number,
    fn: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * Records that `userId` is connected to a wave on this instance (`present`), or no longer is. The
   * hub reports each user's first socket in and last socket out, so a join costs the same however
   * many are in the wave.
   */
  setPresent(waveId: string, userId: string, present: boolean): Promise<void>;
  /** Distinct users connected to the wave on every live instance. */
  presenceCount(waveId: string): Promise<number>;
  /**
   * Records that `userIds` had `game` open in the wave at `atMs` (their latest sighting wins).
   * Sightings older than `windowMs` are forgotten.
   */
  touchPlaying(
    waveId: string,
    game: string,
    userIds: readonly string[],
    atMs: number,
    windowMs: number,
  ): Promise<void>;
  /** Per game of `games`: distinct users seen with it open in the wave since `sinceMs`, on every instance. */
  playingCounts(waveId: string, games: readonly string[], sinceMs: number): Promise<number[]>;
  /** Live streams and their viewers, as every instance sees them. */
  readonly live: LiveStore;
  /** Resolves when the shared store answers (health checks); the local cluster always does. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Adds `userId` to (or removes it from) the wave's users in `presence`; a wave with none is dropped. */
export function updatePresence(
  presence: Map<string, Set<string>>,
  waveId: string,
  userId: string,
  present: boolean,
): void {
  const users = presence.get(waveId) ?? new Set<string>();
  if (present) users.add(userId);
  else users.delete(userId);
  if (users.size === 0) presence.delete(waveId);
  else presence.set(waveId, users);
}

/** A fresh instance id: two instances of one deployment never share one. */
export function newInstanceId(): string {
  return randomBytes(6).toString('hex');
}

/** One process: everything in memory, delivered synchronously. */
export class LocalCluster implements Cluster {
  readonly kind = 'local' as const;
  readonly instanceId = newInstanceId();
  private readonly subscribers = new Map<string, Array<(data: string) => void>>();
  private readonly locks = new Set<string>();
  /** Per wave: its connected users. */
  private readonly presence = new Map<string, Set<string>>();
  /** Per `wave\ngame`: each user's latest sighting with the game open (ms). */
  private readonly playing = new Map<string, Map<string, number>>();
  private readonly limiters = new Map<string, Limiter>();
  private readonly backoffs = new Map<string, Backoff>();
  readonly live: LiveStore = new MemoryLiveStore();

  publish(channel: string, data: string): void {
    for (const listener of this.subscribers.get(channel) ?? []) listener(data);
  }

  async subscribe(channel: string, onMessage: (data: string) => void): Promise<void> {
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), onMessage]);
  }

  limiter(name: string, rule: RateRule, now: () => number): Limiter {
    let limiter = this.limiters.get(name);
    if (!limiter) this.limiters.set(name, (limiter = new MemoryLimiter(rule, now)));
    return limiter;
  }

  backoff(name: string, policy: BackoffPolicy, now: () => number): Backoff {
    let backoff = this.backoffs.get(name);
    if (!backoff) this.backoffs.set(name, (backoff = new MemoryBackoff(policy, now)));
    return backoff;
  }

  async withLock<T>(
    name: string,
    _ttlMs: number,
    fn: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.locks.has(name)) return { ran: false };
    this.locks.add(name);
    try {
      return { ran: true, value: await fn() };
    } finally {
      this.locks.delete(name);
    }
  }

  async setPresent(waveId: string, userId: string, present: boolean): Promise<void> {
    updatePresence(this.presence, waveId, userId, present);
  }

  async presenceCount(waveId: string): Promise<number> {
    return this.presence.get(waveId)?.size ?? 0;
  }

  async touchPlaying(
    waveId: string,
    game: string,
    userIds: readonly string[],
    atMs: number,
    windowMs: number,
  ): Promise<void> {
    const key = `${waveId}\n${game}`;
    const seen = this.playing.get(key) ?? new Map<string, number>();
    for (const userId of userIds) seen.set(userId, Math.max(atMs, seen.get(userId) ?? atMs));
    for (const [userId, at] of seen) if (at < atMs - windowMs) seen.delete(userId);
    if (seen.size === 0) this.playing.delete(key);
    else this.playing.set(key, seen);
  }

  async playingCounts(
    waveId: string,
    games: readonly string[],
    sinceMs: number,
  ): Promise<number[]> {
    return games.map((game) => {
      let n = 0;
      for (const at of this.playing.get(`${waveId}\n${game}`)?.values() ?? [])
        if (at >= sinceMs) n += 1;
      return n;
    });
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.subscribers.clear();
    this.live.close();
  }
}
