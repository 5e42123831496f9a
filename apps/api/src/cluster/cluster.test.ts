import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisServer } from '../config';
import { LocalCluster, type Cluster } from './cluster';
import { openRedisCluster } from './redis-cluster';

// The cluster's contract, held by both implementations. Redis runs two "instances" on one
// prefix (a fresh one per test), as two API processes would; memory has only one instance.

const RULE = { limit: 3, windowMs: 10_000 };
const FAST_PRESENCE = { ttlMs: 3_000, heartbeatMs: 250 };
const opened: Cluster[] = [];
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
});

async function redisPair(): Promise<{ a: Cluster; b: Cluster; prefix: string }> {
  const prefix = `cwtest:${randomBytes(4).toString('hex')}:`;
  const open = () => openRedisCluster(testRedisServer(), prefix, () => undefined, FAST_PRESENCE);
  const [a, b] = await Promise.all([open(), open()]);
  opened.push(a, b);
  return { a, b, prefix };
}

function localPair(): { a: Cluster; b: Cluster } {
  const a = new LocalCluster();
  opened.push(a);
  return { a, b: a };
}

/** Subscribes; resolves, once listening, with the next message on `channel` to come. */
async function listen(cluster: Cluster, channel: string): Promise<{ next: Promise<string> }> {
  let received!: (data: string) => void;
  const next = new Promise<string>((resolve) => (received = resolve));
  await cluster.subscribe(channel, (data) => received(data));
  return { next };
}

describe.each([
  ['memory', async () => localPair()],
  ['Redis', redisPair],
])('the cluster in %s', (_name, pair) => {
  it('counts players per game across instances, each user once, within the window', async () => {
    const { a, b } = await pair();
    const wave = `w-${randomBytes(3).toString('hex')}`;
    const games = ['slots', 'poker'];
    const window = 180_000;
    const t0 = 5_000_000;
    await a.touchPlaying(wave, 'slots', ['ann', 'bob'], t0, window);
    // bob in two tabs on two instances counts once; cy plays poker.
    await b.touchPlaying(wave, 'slots', ['bob'], t0 + 1_000, window);
    await b.touchPlaying(wave, 'poker', ['cy'], t0 + 2_000, window);
    expect(await a.playingCounts(wave, games, t0 + 2_000 - window)).toEqual([2, 1]);
    expect(await b.playingCounts(wave, games, t0)).toEqual([2, 1]);
    // An older sighting never moves a later one back.
    await a.touchPlaying(wave, 'slots', ['bob'], t0 - 10_000, window);
    expect(await a.playingCounts(wave, games, t0 + 500)).toEqual([1, 1]);
    // Past the window only the recent sightings count; another wave is separate.
    expect(await a.playingCounts(wave, games, t0 + 1_500)).toEqual([0, 1]);
    expect(await a.playingCounts(`${wave}-other`, games, 0)).toEqual([0, 0]);
  });

  it('delivers a published message to every instance, this one included', async () => {
    const { a, b } = await pair();
    const onA = await listen(a, 'news');
    const onB = await listen(b, 'news');
    a.publish('news', 'surf is up');
    expect(await onA.next).toBe('surf is up');
    expect(await onB.next).toBe('surf is up');
  });

  it('limits a key across instances with a sliding window', async () => {
    const { a, b } = await pair();
    let now = 1_000_000;
    const clock = () => now;
    const [la, lb] = [a.limiter('test', RULE, clock), b.limiter('test', RULE, clock)];
    expect(await la.take('k')).toBe(0);
    expect(await lb.take('k')).toBe(0);
    now += 1_000;
    expect(await la.take('k')).toBe(0);
    // The 4th hit waits until the 1st leaves the window.
    expect(await lb.take('k')).toBe(RULE.windowMs - 1_000);
    expect(await la.retryAfter('other')).toBe(0);
    now += RULE.windowMs - 1_000;
    expect(await lb.take('k')).toBe(0);
    await la.reset('k');
    expect(await lb.retryAfter('k')).toBe(0);
    await lb.hit('k');
    await lb.hit('k');
    await lb.hit('k');
    expect(await la.retryAfter('k')).toBeGreaterThan(0);
  });

  it('counts backoff attempts across instances before judging them (a burst gets `free` through)', async () => {
    const { a, b } = await pair();
    let now = 1_000_000;
    const clock = () => now;
    const policy = { free: 3, baseMs: 1000, maxMs: 4000, forgetMs: 60_000 };
    const [ba, bb] = [a.backoff('test', policy, clock), b.backoff('test', policy, clock)];
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? ba : bb).attempt('k')),
    );
    expect(burst.filter((w) => w === 0)).toHaveLength(3);
    expect(burst.filter((w) => w === 1000)).toHaveLength(7);
    now += 1000;
    expect(await bb.attempt('k')).toBe(0);
    expect(await ba.attempt('k')).toBe(2000);
    now += 2000;
    expect(await ba.attempt('k')).toBe(0);
    expect(await bb.attempt('k')).toBe(4000); // capped at maxMs
    for (let i = 0; i < 3; i++) await ba.release('k');
    expect(await bb.attempt('k')).toBe(0);
    await bb.reset('k');
    expect(await ba.attempt('k')).toBe(0);
    expect(await ba.attempt('other')).toBe(0);
  });

  it('runs a locked job on one instance at a time', async () => {
    const { a, b } = await pair();
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const held = a.withLock('job', 10_000, () => {
      started();
      return new Promise<string>((r) => (release = () => r('a')));
    });
    await running;
    expect(await b.withLock('job', 10_000, async () => 'b')).toEqual({ ran: false });
    release();
    expect(await held).toEqual({ ran: true, value: 'a' });
    expect(await b.withLock('job', 10_000, async () => 'b')).toEqual({ ran: true, value: 'b' });
  });

  it('counts distinct connected users over every instance', async () => {
    const { a, b } = await pair();
    const wave = `w-${randomBytes(3).toString('hex')}`;
    await a.setPresent(wave, 'u1', true);
    await a.setPresent(wave, 'u2', true);
    await b.setPresent(wave, 'u2', true);
    await b.setPresent(wave, 'u3', true);
    expect(await a.presenceCount(wave)).toBe(3);
    expect(await b.presenceCount(`${wave}-empty`)).toBe(0);
    await b.setPresent(wave, 'u3', false);
    expect(await a.presenceCount(wave)).toBe(2);
    // u2 leaves a; on two instances it is still connected to b.
    await a.setPresent(wave, 'u2', false);
    expect(await b.presenceCount(wave)).toBe(a === b ? 1 : 2);
    await a.setPresent(wave, 'u1', false);
    expect(await a.presenceCount(wave)).toBe(a === b ? 0 : 1);
  });
});

describe('Redis presence', () => {
  it("drops a crashed instance's users within the TTL, and a closed instance's at once", async () => {
    const { a, b, prefix } = await redisPair();
    const wave = 'w-crash';
    await a.setPresent(wave, 'alive', true);
    await b.setPresent(wave, 'closing', true);
    // A third instance that wrote its presence and then died (no heartbeat, no goodbye).
    const raw = new Redis(testRedisServer());
    try {
      await raw
        .multi()
        .sadd(`${prefix}presence:${wave}:crashed`, 'ghost')
        .pexpire(`${prefix}presence:${wave}:crashed`, FAST_PRESENCE.ttlMs)
        .zadd(`${prefix}instances`, Date.now(), 'crashed')
        .exec();
      expect(await a.presenceCount(wave)).toBe(3);
      await b.close();
      expect(await a.presenceCount(wave)).toBe(2);
      // The living instance keeps renewing; the crashed one fades out.
      await expect
        .poll(() => a.presenceCount(wave), { timeout: 5 * FAST_PRESENCE.ttlMs, interval: 100 })
        .toBe(1);
      await new Promise((r) => setTimeout(r, 2 * FAST_PRESENCE.heartbeatMs));
      expect(await a.presenceCount(wave)).toBe(1);
    } finally {
      raw.disconnect();
    }
  });

  it('drops what is published once it closes, without reporting a failure', async () => {
    const errors: Error[] = [];
    const prefix = `cwtest:${randomBytes(4).toString('hex')}:`;
    const open = (onError: (error: Error) => void) =>
      openRedisCluster(testRedisServer(), prefix, onError, FAST_PRESENCE);
    const [closing, other] = await Promise.all([
      open((e) => errors.push(e)),
      open(() => undefined),
    ]);
    opened.push(other);
    const heard: string[] = [];
    await other.subscribe('news', (data) => heard.push(data));
    const { next } = await listen(other, 'news');
    closing.publish('news', 'before');
    expect(await next).toBe('before');
    const done = closing.close();
    closing.publish('news', 'during');
    await done;
    closing.publish('news', 'after');
    // Published after them on the same channel: once it arrives, theirs would have.
    const { next: last } = await listen(other, 'news');
    other.publish('news', 'last');
    expect(await last).toBe('last');
    expect(heard).toEqual(['before', 'last']);
    expect(errors).toEqual([]);
  });

  it('refuses to start with a readable error when Redis cannot be reached, naming no password', async () => {
    await expect(
      openRedisCluster('redis://:s3cret@127.0.0.1:1/0', 'cw:', () => undefined),
    ).rejects.toThrow(/^Cannot reach Redis at 127\.0\.0\.1:1: (?!.*s3cret)/);
  });
});
