import type { Redis } from 'ioredis';
import type { LiveJoin, LiveRecord, LiveStore, LiveViewer } from './live-store';

// Live streams in Redis, under the deployment's prefix:
//   live:s:<id>      hash: user, wave, info, conn, instance, dropped
//   live:v:<id>      hash: viewerId -> JSON {userId, conn, instance}
//   live:u:<userId>  the user's stream id (one live stream per user)
//   live:w:<waveId>  set of the wave's stream ids
//   live:all         set of every stream id (the sweep reads it)
//   live:alive:<instance>  set by each instance every beat, expiring after the TTL
// Each change is one Lua script, so the cap and "ends once" hold across instances.

/** How often an instance marks itself alive, and how long the mark lasts. */
export const LIVE_ALIVE = { beatMs: 5_000, ttlMs: 15_000 };

const START = `
local existing = redis.call('GET', KEYS[2])
if existing and redis.call('EXISTS', ARGV[7] .. 's:' .. existing) == 1 then return existing end
redis.call('SET', KEYS[2], ARGV[1])
redis.call('HSET', KEYS[1], 'user', ARGV[2], 'wave', ARGV[3], 'info', ARGV[4], 'conn', ARGV[5], 'instance', ARGV[6], 'dropped', '')
redis.call('SADD', KEYS[3], ARGV[1])
redis.call('SADD', KEYS[4], ARGV[1])
return false`;

const JOIN = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 and redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[3]) then return -2 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
return redis.call('HLEN', KEYS[2])`;

const LEAVE = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return -1 end
return redis.call('HLEN', KEYS[1])`;

const BIND = `
if redis.call('HGET', KEYS[1], 'user') ~= ARGV[1] then return false end
redis.call('HSET', KEYS[1], 'conn', ARGV[2], 'instance', ARGV[3], 'dropped', '')
return redis.call('HGETALL', KEYS[1])`;

const DROPPED = `
if redis.call('HGET', KEYS[1], 'conn') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'conn', '', 'instance', '', 'dropped', ARGV[2])
return 1`;

const END = `
local s = redis.call('HGETALL', KEYS[1])
if #s == 0 then return false end
local user = redis.call('HGET', KEYS[1], 'user')
local wave = redis.call('HGET', KEYS[1], 'wave')
local v = redis.call('HGETALL', KEYS[2])
redis.call('DEL', KEYS[1], KEYS[2])
if redis.call('GET', ARGV[1] .. 'u:' .. user) == ARGV[2] then redis.call('DEL', ARGV[1] .. 'u:' .. user) end
redis.call('SREM', ARGV[1] .. 'w:' .. wave, ARGV[2])
redis.call('SREM', ARGV[1] .. 'all', ARGV[2])
return {s, v}`;

/** A flat HGETALL reply ([field, value, ...]) as an object. */
function pairs(flat: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[flat[i]!] = flat[i + 1]!;
  return out;
}

function toRecord(id: string, h: Record<string, string>): LiveRecord | null {
  if (h.user === undefined || h.wave === undefined || h.info === undefined) return null;
  return {
    id,
    streamerId: h.user,
    waveId: h.wave,
    info: h.info,
    conn: h.conn || null,
    instance: h.instance || null,
    droppedAt: h.dropped ? Number(h.dropped) : null,
  };
}

function toViewers(h: Record<string, string>): LiveViewer[] {
  const viewers: LiveViewer[] = [];
  for (const [viewerId, json] of Object.entries(h)) {
    try {
      const v = JSON.parse(json) as Omit<LiveViewer, 'viewerId'>;
      viewers.push({ viewerId, userId: v.userId, conn: v.conn, instance: v.instance });
    } catch {
      // Written only by JOIN above: never malformed; skipped rather than failing a list.
    }
  }
  return viewers;
}

/** The live streams of every instance, in Redis. */
export class RedisLiveStore implements LiveStore {
  private readonly p: string;
  private readonly beat: ReturnType<typeof setInterval>;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    instanceId: string,
    private readonly onError: (error: Error) => void,
  ) {
    this.p = `${prefix}live:`;
    const mark = () =>
      void this.redis
        .set(`${this.p}alive:${instanceId}`, '1', 'PX', LIVE_ALIVE.ttlMs)
        .catch(this.onError);
    mark();
    this.beat = setInterval(mark, LIVE_ALIVE.beatMs);
    this.beat.unref();
  }

  async start(r: LiveRecord): Promise<LiveRecord | null> {
    const existing = (await this.redis.eval(
      START,
      4,
      `${this.p}s:${r.id}`,
      `${this.p}u:${r.streamerId}`,
      `${this.p}w:${r.waveId}`,
      `${this.p}all`,
      r.id,
      r.streamerId,
      r.waveId,
      r.info,
      r.conn ?? '',
      r.instance ?? '',
      this.p,
    )) as string | null;
    if (!existing) return null;
    return (await this.get(existing))?.stream ?? null;
  }

  async get(streamId: string) {
    const [[, s], [, v]] = (await this.redis
      .multi()
      .hgetall(`${this.p}s:${streamId}`)
      .hgetall(`${this.p}v:${streamId}`)
      .exec()) as [[unknown, Record<string, string>], [unknown, Record<string, string>]];
    const stream = toRecord(streamId, s);
    return stream ? { stream, viewers: toViewers(v) } : null;
  }

  async ofUser(userId: string): Promise<LiveRecord | null> {
    const id = await this.redis.get(`${this.p}u:${userId}`);
    return id ? ((await this.get(id))?.stream ?? null) : null;
  }

  async inWave(waveId: string) {
    const ids = await this.redis.smembers(`${this.p}w:${waveId}`);
    if (ids.length === 0) return [];
    const multi = this.redis.multi();
    for (const id of ids) multi.hgetall(`${this.p}s:${id}`).hlen(`${this.p}v:${id}`);
    const replies = (await multi.exec()) ?? [];
    const out: Array<{ stream: LiveRecord; viewers: number }> = [];
    ids.forEach((id, i) => {
      const stream = toRecord(id, replies[2 * i]?.[1] as Record<string, string>);
      if (stream) out.push({ stream, viewers: Number(replies[2 * i + 1]?.[1] ?? 0) });
    });
    return out;
  }

  async all() {
    const ids = await this.redis.smembers(`${this.p}all`);
    if (ids.length === 0) return [];
    const multi = this.redis.multi();
    for (const id of ids) multi.hgetall(`${this.p}s:${id}`).hgetall(`${this.p}v:${id}`);
    const replies = (await multi.exec()) ?? [];
    const out: Array<{ stream: LiveRecord; viewers: LiveViewer[] }> = [];
    ids.forEach((id, i) => {
      const stream = toRecord(id, replies[2 * i]?.[1] as Record<string, string>);
      const viewers = toViewers((replies[2 * i + 1]?.[1] ?? {}) as Record<string, string>);
      if (stream) out.push({ stream, viewers });
    });
    return out;
  }

  async join(streamId: string, viewer: LiveViewer, cap: number): Promise<LiveJoin> {
    const { viewerId, ...rest } = viewer;
    const n = Number(
      await this.redis.eval(
        JOIN,
        2,
        `${this.p}s:${streamId}`,
        `${this.p}v:${streamId}`,
        viewerId,
        JSON.stringify(rest),
        cap,
      ),
    );
    if (n === -1) return { ok: false, reason: 'gone' };
    if (n === -2) return { ok: false, reason: 'full' };
    return { ok: true, viewers: n };
  }

  async leave(streamId: string, viewerId: string): Promise<number | null> {
    const n = Number(await this.redis.eval(LEAVE, 1, `${this.p}v:${streamId}`, viewerId));
    return n < 0 ? null : n;
  }

  async bind(streamId: string, streamerId: string, conn: string, instance: string) {
    const flat = (await this.redis.eval(
      BIND,
      1,
      `${this.p}s:${streamId}`,
      streamerId,
      conn,
      instance,
    )) as string[] | null;
    return flat ? toRecord(streamId, pairs(flat)) : null;
  }

  async dropped(streamId: string, conn: string, atMs: number): Promise<boolean> {
    return (await this.redis.eval(DROPPED, 1, `${this.p}s:${streamId}`, conn, atMs)) === 1;
  }

  async end(streamId: string) {
    const reply = (await this.redis.eval(
      END,
      2,
      `${this.p}s:${streamId}`,
      `${this.p}v:${streamId}`,
      this.p,
      streamId,
    )) as [string[], string[]] | null;
    if (!reply) return null;
    const stream = toRecord(streamId, pairs(reply[0]));
    return stream ? { stream, viewers: toViewers(pairs(reply[1])) } : null;
  }

  async alive(instances: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(instances)];
    if (unique.length === 0) return new Set();
    const marks = await this.redis.mget(unique.map((id) => `${this.p}alive:${id}`));
    return new Set(unique.filter((_, i) => marks[i] !== null));
  }

  /**
   * Stops renewing the mark, and leaves it to expire: a streamer whose socket this instance held
   * has the grace to reconnect elsewhere and resume, as after a crash.
   */
  close(): void {
    clearInterval(this.beat);
  }
}
