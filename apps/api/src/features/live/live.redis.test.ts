import { routes } from '@coinwave/api-contract';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig, testRedisServer } from '../../config';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, TEST_SCRYPT, type TestApp } from '../../test/harness';
import { liveSockets } from '../../test/live';
import { sweepStreams } from './live.lifecycle';
import {
  candidate,
  framesOf,
  goLive,
  heardCount,
  refusal,
  roundTrip,
  sdp,
  watch,
} from './live.fixtures';

// Live streams across API instances: three apps on one database and one Redis, as
// three processes behind a balancer would be. The stream's state lives in Redis, signaling rides
// the cluster's fan-out, and any instance's sweep ends a stream whose streamer stayed away.

describe('live streams across instances on Redis', () => {
  const prefix = `cwtest:${randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  let other: App;
  let onA: Awaited<ReturnType<typeof liveSockets>>;
  let onB: Awaited<ReturnType<typeof liveSockets>>;
  let waveId: string;
  let players: Signed[];
  const redis = new Redis(testRedisServer(), { lazyConnect: true });

  const another = async () => {
    const app = await buildApp(loadConfig(t.env), { now: t.clock.now, passwordCost: TEST_SCRYPT });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    t = await createTestApp({
      REDIS_URL: testRedisServer(),
      REDIS_PREFIX: prefix,
      WS_ONLINE_EVERY_MS: '0',
    });
    other = await another();
    onA = await liveSockets(t);
    onB = await liveSockets({ ...t, app: other });
    players = [];
    for (let i = 0; i < 14; i++) players.push(await signUp(t.app));
    waveId = (await call(t.app, routes.currentWave, { cookie: players[0]!.cookie })).json().id;
    await redis.connect();
  });
  afterAll(async () => {
    onA.closeAll();
    onB.closeAll();
    await other.close();
    await t.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('relays between a streamer on one instance and a viewer on another', async () => {
    const a = await onA.connect(players[0]!, waveId);
    const b = await onB.connect(players[1]!, waveId);
    const stream = await goLive(a);
    await b.next('live_stream', (m) => m.payload.stream.id === stream.id);
    const listed = await call(other, routes.liveStreams, {
      cookie: players[2]!.cookie,
      params: { waveId },
    });
    expect(listed.json()).toEqual([expect.objectContaining({ id: stream.id })]);

    const viewerId = await watch(b, stream.id);
    await a.next('live_viewer_joined', (m) => m.payload.viewerId === viewerId);
    await heardCount(a, stream.id, 1);
    await heardCount(b, stream.id, 1);
    a.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('offer') });
    await b.next('live_offer', (m) => m.payload.sdp === sdp('offer'));
    b.send({ type: 'live_answer', streamId: stream.id, sdp: sdp('answer') });
    await a.next('live_answer', (m) => m.payload.viewerId === viewerId);
    b.send({ type: 'live_ice', streamId: stream.id, candidate: candidate(3) });
    await a.next('live_ice', (m) => m.payload.viewerId === viewerId);

    // A member on the other instance who is not in the stream gets nothing, and cannot signal.
    const c = await onB.connect(players[2]!, waveId);
    expect(
      (
        await refusal(a, () =>
          a.send({
            type: 'live_offer',
            streamId: stream.id,
            viewerId: 'nobody',
            sdp: sdp('stray'),
          }),
        )
      ).error,
    ).toBe('That viewer is not watching this stream');
    expect(
      (await refusal(c, () => c.send({ type: 'live_answer', streamId: stream.id, sdp: sdp('x') })))
        .error,
    ).toBe('You are not part of this stream');
    a.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('second') });
    await b.next('live_offer', (m) => m.payload.sdp === sdp('second'));
    await roundTrip(c, players[2]!.user.id);
    expect(framesOf(c, 'live_offer')).toEqual([]);
    expect(framesOf(a, 'live_answer')).toHaveLength(1);

    a.send({ type: 'live_end', streamId: stream.id });
    await b.next('live_ended', (m) => m.payload.streamId === stream.id);
    await c.next('live_ended', (m) => m.payload.streamId === stream.id);
  });

  it('holds the cap exactly when 12 viewers on two instances join at once', async () => {
    const a = await onA.connect(players[13]!, waveId);
    const stream = await goLive(a);
    const viewers = await Promise.all(
      players.slice(1, 13).map((p, i) => (i % 2 === 0 ? onA : onB).connect(p, waveId)),
    );
    viewers.forEach((v) => v.send({ type: 'live_join', streamId: stream.id }));
    const outcomes = await Promise.all(
      viewers.map(async (v) => {
        await Promise.race([v.next('live_joined'), v.next('live_refused')]);
        return v.frames.find((f) => f.type === 'live_joined' || f.type === 'live_refused')!;
      }),
    );
    expect(outcomes.filter((o) => o.type === 'live_joined')).toHaveLength(8);
    const refused = outcomes.filter((o) => o.type === 'live_refused');
    expect(refused).toHaveLength(4);
    expect(new Set(refused.map((o) => o.type === 'live_refused' && o.payload.error))).toEqual(
      new Set(['This stream is full']),
    );
    await heardCount(a, stream.id, 8);
    a.send({ type: 'live_end', streamId: stream.id });
    await Promise.all(viewers.map((v) => v.next('live_ended')));
  });

  it('survives its instance going away: the streamer resumes elsewhere; gone for 15 s it ends', async () => {
    const third = await another();
    const onC = await liveSockets({ ...t, app: third });
    const streamerOnC = await onC.connect(players[0]!, waveId);
    const b = await onB.connect(players[1]!, waveId);
    const stream = await goLive(streamerOnC);
    const viewerId = await watch(b, stream.id);
    await third.close();
    const store = t.app.ctx.live.store;

    // The streamer's tab reconnects to another instance and resumes: still the same stream.
    const a = await onA.connect(players[0]!, waveId);
    a.send({ type: 'live_resume', streamId: stream.id });
    expect((await a.next('live_started')).payload).toMatchObject({
      stream: { id: stream.id, viewers: 1 },
      viewerIds: [viewerId],
    });
    expect(await sweepStreams(other.ctx)).toBe(0);
    a.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('resumed') });
    await b.next('live_offer', (m) => m.payload.sdp === sdp('resumed'));

    // Its socket drops on A; B's sweep ends it once it has been away more than 15 s.
    a.ws.terminate();
    await vi.waitFor(async () =>
      expect((await store.get(stream.id))?.stream.droppedAt).not.toBeNull(),
    );
    t.clock.advance(15_000);
    expect(await sweepStreams(other.ctx)).toBe(0);
    t.clock.advance(1);
    expect(await sweepStreams(other.ctx)).toBe(1);
    expect(await sweepStreams(t.app.ctx)).toBe(0);
    await b.next('live_ended', (m) => m.payload.streamId === stream.id);
  });

  it("ends the streams of an instance that died (its mark expired) on another's sweep", async () => {
    const third = await another();
    const onC = await liveSockets({ ...t, app: third });
    const streamerOnC = await onC.connect(players[3]!, waveId);
    const b = await onB.connect(players[4]!, waveId);
    const stream = await goLive(streamerOnC);
    await watch(b, stream.id);
    expect(await sweepStreams(other.ctx)).toBe(0);
    // A crash: the instance stops renewing its mark, which expires (taken away here at once).
    third.ctx.cluster.live.close();
    const instance = (await t.app.ctx.live.store.get(stream.id))!.stream.instance!;
    await redis.del(`${prefix}live:alive:${instance}`);
    expect(await sweepStreams(other.ctx)).toBe(1);
    await b.next('live_ended', (m) => m.payload.streamId === stream.id);
    onC.closeAll();
    await third.close();
  });
});
