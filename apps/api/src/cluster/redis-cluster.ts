import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { Backoff, BackoffPolicy } from '../lib/backoff';
import type { Limiter, RateRule } from '../lib/rate-limiter';
import { newInstanceId, updatePresence, type Cluster } from './cluster';
import type { LiveStore } from './live-store';
import { RedisLiveStore } from './redis-live-store';

// The cluster through Redis: pub/sub for messages, sorted sets for sliding-window limits, sets
// per (wave, instance) for presence, SET NX PX for locks. Every key and channel starts with the
// deployment's prefix (REDIS_PREFIX, `cw:`), so several deployments can share one Redis.
/** How long presence lasts unrenewed, and how often it is renewed. */
export interface PresenceTiming {
  /** An instance that has not renewed its presence for this long has left (crashed, cut off). */
  ttlMs: number;
  /** How often each instance renews its presence and its heartbeat. */
  heartbeatMs: number;
}
export const PRESENCE_TIMING: PresenceTiming = { ttlMs: 60_000, heartbeatMs: 20_000 };

/** take / hit / check on a sliding window; returns the wait in ms (0: under the limit). */
const SLIDING_WINDOW = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local wait = 0
if count >= limit then
  local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
  wait = math.max(1, tonumber(oldest[2]) + window - now)
end
if ARGV[5] == 'hit' or (ARGV[5] == 'take' and wait == 0) then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
end
return wait`;

/**
 * Backoff attempt (see lib/backoff.ts, same rule): counts and returns 0, or returns the wait.
 * ARGV: now, free, baseMs, maxMs, forgetMs. The hash holds `n` (attempts) and `t` (the last).
 */
const BACKOFF_ATTEMPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local n = tonumber(redis.call('HGET', key, 'n') or '0')
local t = tonumber(redis.call('HGET', key, 't') or ARGV[1])
if n >= free then
  local delay = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(n - free, 40))
  local wait = t + delay - now
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', key, 'n', n + 1, 't', now)
redis.call('PEXPIRE', key, ARGV[5])
return 0`;

/** Backoff release: one attempt fewer (the key goes at zero). */
const BACKOFF_RELEASE = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n <= 1 then return redis.call('DEL', KEYS[1]) end
return redis.call('HINCRBY', KEYS[1], 'n', -1)`;

/** Distinct members of the wave's presence sets of every instance alive since ARGV[1]. */
const PRESENCE_COUNT = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], '+inf')
local keys = {}
for _, id in ipairs(ids) do keys[#keys + 1] = ARGV[2] .. id end
if #keys == 0 then return 0 end
return #redis.call('SUNION', unpack(keys))`;

/**
 * Playing sightings: per (wave, game) a sorted set of user ids scored by when each was last seen
 * with the game open. ARGV: at, window, user ids. Keeps each user's latest sighting, forgets
 * those older than the window, and lets an idle set expire.
 */
const TOUCH_PLAYING = `
local at = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
for i = 3, #ARGV do
  local old = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if (not old) or tonumber(old) < at then redis.call('ZADD', KEYS[1], at, ARGV[i]) end
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', at - window - 1)
redis.call('PEXPIRE', KEYS[1], window * 2)
return 0`;

/** Deletes the lock only if this holder still owns it. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** `redis://host:6379/0` without a password, for messages and logs. */
export function describeRedis(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}`;
  } catch {
    return 'an unparsable REDIS_URL';
  }
}

class RedisLimiter implements Limiter {
  constructor(
    readonly rule: RateRule,
    private readonly redis: Redis,
    private readonly key: (k: string) => string,
    private readonly now: () => number,
  ) {}

  private async run(key: string, mode: 'take' | 'hit' | 'check'): Promise<number> {
    const member = `${this.now()}-${randomBytes(6).toString('hex')}`;
    const wait = await this.redis.eval(
      SLIDING_WINDOW,
      1,
      this.key(key),
      this.now(),
      this.rule.windowMs,
      this.rule.limit,
      member,
      mode,
    );
    return Number(wait);
  }

  retryAfter(key: string): Promise<number> {
    return this.run(key, 'check');
  }

  async hit(key: string): Promise<void> {
    await this.run(key, 'hit');
  }

  take(key: string): Promise<number> {
    return this.run(key, 'take');
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}

class RedisBackoff implements Backoff {
  constructor(
    readonly policy: BackoffPolicy,
    private readonly redis: Redis,
    private readonly key: (k: string) => string,
    private readonly now: () => number,
  ) {}

  async attempt(key: string): Promise<number> {
    const { free, baseMs, maxMs, forgetMs } = this.policy;
    const wait = await this.redis.eval(
      BACKOFF_ATTEMPT,
      1,
      this.key(key),
      this.now(),
      free,
      baseMs,
      maxMs,
      forgetMs,
    );
    return Number(wait);
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(BACKOFF_RELEASE, 1, this.key(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}

class RedisCluster implements Cluster {
  readonly kind = 'redis' as const;
  private readonly prefix: string;
  readonly instanceId = newInstanceId();
  private readonly listeners = new Map<string, Array<(data: string) => void>>();
  /** Per wave: the users this instance has in it (its presence set, renewed by the heartbeat). */
  private readonly present = new Map<string, Set<string>>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  /** `close()` has begun: what is published after it has no one left to reach through us. */
  private closing = false;
  readonly live: LiveStore;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly onError: (error: Error) => void,
    private readonly timing: PresenceTiming,
  ) {
    this.prefix = prefix;
    this.live = new RedisLiveStore(redis, prefix, this.instanceId, onError);
    subscriber.on('message', (channel: string, data: string) => {
      for (const listener of this.listeners.get(channel.slice(this.prefix.length)) ?? [])
        listener(data);
    });
    this.heartbeat = setInterval(() => void this.beat(), timing.heartbeatMs);
    this.heartbeat.unref();
    void this.beat();
  }

  publish(channel: string, data: string): void {
    // A timer's or a background job's last word during shutdown: dropped, not logged as a failure.
    if (this.closing) return;
    this.redis.publish(this.prefix + channel, data).catch(this.onError);
  }

  async subscribe(channel: string, onMessage: (data: string) => void): Promise<void> {
    const list = this.listeners.get(channel);
    if (list) list.push(onMessage);
    else {
      this.listeners.set(channel, [onMessage]);
      await this.subscriber.subscribe(this.prefix + channel);
    }
  }

  limiter(name: string, rule: RateRule, now: () => number): Limiter {
    return new RedisLimiter(rule, this.redis, (key) => `${this.prefix}rate:${name}:${key}`, now);
  }

  backoff(name: string, policy: BackoffPolicy, now: () => number): Backoff {
    return new RedisBackoff(
      policy,
      this.redis,
      (key) => `${this.prefix}backoff:${name}:${key}`,
      now,
    );
  }

  async withLock<T>(
    name: string,
    ttlMs: number,
    fn: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }> {
    const key = `${this.prefix}lock:${name}`;
    const token = `${this.instanceId}:${randomBytes(8).toString('hex')}`;
    if ((await this.redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await this.redis.eval(RELEASE, 1, key, token).catch(this.onError);
    }
  }

  async setPresent(waveId: string, userId: string, present: boolean): Promise<void> {
    updatePresence(this.present, waveId, userId, present);
    const key = this.presenceKey(waveId);
    const multi = this.redis.multi();
    if (present) multi.sadd(key, userId).pexpire(key, this.timing.ttlMs);
    else multi.srem(key, userId);
    await multi.zadd(`${this.prefix}instances`, Date.now(), this.instanceId).exec();
  }

  async presenceCount(waveId: string): Promise<number> {
    const count = await this.redis.eval(
      PRESENCE_COUNT,
      1,
      `${this.prefix}instances`,
      Date.now() - this.timing.ttlMs,
      `${this.prefix}presence:${waveId}:`,
    );
    return Number(count);
  }

  async touchPlaying(
    waveId: string,
    game: string,
    userIds: readonly string[],
    atMs: number,
    windowMs: number,
  ): Promise<void> {
    if (userIds.length === 0) return;
    await this.redis.eval(
      TOUCH_PLAYING,
      1,
      `${this.prefix}playing:${waveId}:${game}`,
      atMs,
      windowMs,
      ...userIds,
    );
  }

  async playingCounts(
    waveId: string,
    games: readonly string[],
    sinceMs: number,
  ): Promise<number[]> {
    const multi = this.redis.multi();
    for (const game of games)
      multi.zcount(`${this.prefix}playing:${waveId}:${game}`, sinceMs, '+inf');
    const replies = (await multi.exec()) ?? [];
    return replies.map(([error, count]) => {
      if (error) throw error;
      return Number(count);
    });
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.live.close();
    // Leave at once rather than after the TTL (if this fails, the TTL still removes us).
    const multi = this.redis.multi().zrem(`${this.prefix}instances`, this.instanceId);
    for (const waveId of this.present.keys()) multi.del(this.presenceKey(waveId));
    await multi.exec().catch(() => undefined);
    this.subscriber.disconnect();
    this.redis.disconnect();
  }

  /** This instance's set of the wave's users. */
  private presenceKey(waveId: string): string {
    return `${this.prefix}presence:${waveId}:${this.instanceId}`;
  }

  /** Writes the wave's whole set again (the heartbeat: renews it, and repairs a failed change). */
  private async writePresence(waveId: string, userIds: ReadonlySet<string>): Promise<void> {
    const key = this.presenceKey(waveId);
    await this.redis
      .multi()
      .del(key)
      .sadd(key, ...userIds)
      .pexpire(key, this.timing.ttlMs)
      .zadd(`${this.prefix}instances`, Date.now(), this.instanceId)
      .exec();
  }

  /** Renews this instance's presence: if it stops (a crash), its users drop out within the TTL. */
  private async beat(): Promise<void> {
    try {
      await this.redis.zadd(`${this.prefix}instances`, Date.now(), this.instanceId);
      // Instances gone for long are forgotten (their presence sets expired long ago).
      await this.redis.zremrangebyscore(
        `${this.prefix}instances`,
        '-inf',
        Date.now() - 10 * this.timing.ttlMs,
      );
      for (const [waveId, users] of this.present) await this.writePresence(waveId, users);
    } catch (error) {
      this.onError(error as Error);
    }
  }
}

/**
 * Connects to Redis (a command connection and a subscriber) and checks that it answers; throws a
 * readable error naming the host (never the password) when it does not. Lost connections are
 * re-established by ioredis; meanwhile commands fail at once (no offline queue), so requests that
 * need Redis answer 503 instead of hanging.
 */
export async function openRedisCluster(
  url: string,
  prefix: string,
  onError: (error: Error) => void,
  timing: PresenceTiming = PRESENCE_TIMING,
): Promise<Cluster> {
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  // Without a listener an 'error' event would crash the process. While starting, the first
  // failure is the reason reported; afterwards ioredis reconnects by itself and errors are logged.
  let firstError: Error | undefined;
  const remember = (error: Error) => (firstError ??= error);
  redis.on('error', remember);
  subscriber.on('error', remember);
  try {
    await redis.connect();
    await subscriber.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    const reason = firstError?.message || (error as Error).message || String(error);
    throw new Error(`Cannot reach Redis at ${describeRedis(url)}: ${reason}`, { cause: error });
  }
  for (const connection of [redis, subscriber]) {
    connection.off('error', remember);
    connection.on('error', onError);
  }
  return new RedisCluster(redis, subscriber, prefix, onError, timing);
}
