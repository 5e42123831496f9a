import { LIVE_ICE_CANDIDATE_MAX, LIVE_SDP_MAX, routes } from '@coinwave/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { closed, liveSockets } from '../../test/live';
import type { SocketClient } from '../../test/socket-client';
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

// Live streams on one instance: who may watch, what is relayed to whom, the viewer cap,
// blocks, and the stream's life when its streamer's socket drops or reconnects.

describe('live streams', () => {
  let t: TestApp;
  let sockets: Awaited<ReturnType<typeof liveSockets>>;
  let waveId: string;
  let players: Signed[];
  const [streamer, viewer, other] = [0, 1, 2];

  beforeAll(async () => {
    t = await createTestApp({ WS_ONLINE_EVERY_MS: '0' });
    sockets = await liveSockets(t);
    players = [];
    for (let i = 0; i < 13; i++) players.push(await signUp(t.app));
    waveId = (await call(t.app, routes.currentWave, { cookie: players[0]!.cookie })).json().id;
  });
  afterEach(async () => {
    sockets.closeAll();
    // Every socket's close is handled before the next test: no stream is left over.
    await vi.waitFor(() => expect(t.app.ctx.realtime.socketCount()).toBe(0));
    for (const { stream } of await t.app.ctx.live.store.all())
      await t.app.ctx.live.store.end(stream.id);
  });
  afterAll(() => t.close());

  const connect = (i: number, join = true) =>
    sockets.connect(players[i]!, join ? waveId : undefined);
  const list = async (i: number) =>
    (
      await call(t.app, routes.liveStreams, { cookie: players[i]!.cookie, params: { waveId } })
    ).json();

  it('announces a stream to the wave, lists it, and relays offer, answer and ICE between its peers', async () => {
    const a = await connect(streamer);
    const b = await connect(viewer);
    const stream = await goLive(a, 'screen');
    expect(stream).toMatchObject({
      streamer: { id: players[streamer]!.user.id },
      waveId,
      source: 'screen',
      viewers: 0,
      maxViewers: 8,
    });
    await b.next('live_stream', (m) => m.payload.stream.id === stream.id);
    expect(await list(viewer)).toEqual([expect.objectContaining({ id: stream.id, viewers: 0 })]);

    const viewerId = await watch(b, stream.id);
    expect(
      (await a.next('live_viewer_joined', (m) => m.payload.viewerId === viewerId)).payload,
    ).toEqual({ streamId: stream.id, viewerId });
    await heardCount(a, stream.id, 1);
    await heardCount(b, stream.id, 1);
    expect((await list(other))[0].viewers).toBe(1);

    a.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('offer') });
    expect((await b.next('live_offer')).payload).toEqual({
      streamId: stream.id,
      viewerId,
      sdp: sdp('offer'),
    });
    b.send({ type: 'live_answer', streamId: stream.id, sdp: sdp('answer') });
    expect((await a.next('live_answer')).payload).toEqual({
      streamId: stream.id,
      viewerId,
      sdp: sdp('answer'),
    });
    a.send({ type: 'live_ice', streamId: stream.id, viewerId, candidate: candidate(1) });
    b.send({ type: 'live_ice', streamId: stream.id, candidate: candidate(2) });
    expect((await b.next('live_ice')).payload.candidate).toEqual(candidate(1));
    expect((await a.next('live_ice')).payload).toEqual({
      streamId: stream.id,
      viewerId,
      candidate: candidate(2),
    });

    b.send({ type: 'live_leave', streamId: stream.id });
    await a.next('live_viewer_left', (m) => m.payload.viewerId === viewerId);
    await heardCount(a, stream.id, 0);

    a.send({ type: 'live_end', streamId: stream.id });
    await b.next('live_ended', (m) => m.payload.streamId === stream.id);
    await a.next('live_ended', (m) => m.payload.streamId === stream.id);
    expect(await list(viewer)).toEqual([]);
  });

  it('starts afresh when a tab asks to watch the stream it already watches: a new viewer, a new offer', async () => {
    // Players of their own: going live is rate-limited per player.
    const a = await connect(11);
    const b = await connect(12);
    const stream = await goLive(a, 'camera');
    const first = await watch(b, stream.id);
    await a.next('live_viewer_joined', (m) => m.payload.viewerId === first);
    // The viewer's page lost its peer (its socket's room join was confirmed late) and asks again.
    b.send({ type: 'live_join', streamId: stream.id });
    const second = (await b.next('live_joined', (m) => m.payload.viewerId !== first)).payload
      .viewerId;
    await a.next('live_viewer_left', (m) => m.payload.viewerId === first);
    await a.next('live_viewer_joined', (m) => m.payload.viewerId === second);
    a.send({ type: 'live_offer', streamId: stream.id, viewerId: second, sdp: sdp('fresh') });
    expect((await b.next('live_offer', (m) => m.payload.sdp === sdp('fresh'))).payload).toEqual({
      streamId: stream.id,
      viewerId: second,
      sdp: sdp('fresh'),
    });
    expect((await list(other))[0].viewers).toBe(1);
  });

  it("refuses a non-member's join and signaling, and relays nothing for it", async () => {
    const a = await connect(streamer);
    const b = await connect(viewer);
    const outsider = await connect(other, false);
    const stream = await goLive(a);
    const viewerId = await watch(b, stream.id);

    const join = await refusal(outsider, () =>
      outsider.send({ type: 'live_join', streamId: stream.id }),
    );
    expect(join).toEqual({
      request: 'join',
      streamId: stream.id,
      error: 'You can only watch the streams of the wave you are in',
    });
    for (const message of [
      { type: 'live_answer', streamId: stream.id, sdp: sdp('intruder') },
      { type: 'live_ice', streamId: stream.id, candidate: candidate(9) },
      { type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('intruder') },
    ])
      expect((await refusal(outsider, () => outsider.send(message))).error).toBe(
        'You are not in this stream’s wave',
      );

    // A member of the wave who is not part of the stream is refused too.
    const member = await connect(other);
    for (const message of [
      { type: 'live_answer', streamId: stream.id, sdp: sdp('intruder') },
      { type: 'live_ice', streamId: stream.id, viewerId, candidate: candidate(9) },
      { type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('intruder') },
    ])
      expect((await refusal(member, () => member.send(message))).error).toBe(
        'You are not part of this stream',
      );
    // Nothing reached the streamer or the viewer (a round trip on each: anything published to
    // them before would be in).
    await roundTrip(a, players[streamer]!.user.id);
    await roundTrip(b, players[viewer]!.user.id);
    expect(JSON.stringify([...a.frames, ...b.frames])).not.toContain('intruder');
    expect(framesOf(a, 'live_answer')).toEqual([]);
  });

  it('delivers nothing addressed to a viewer who is not (or no longer) in the stream', async () => {
    const a = await connect(streamer);
    const b = await connect(viewer);
    const c = await connect(other);
    const stream = await goLive(a);
    const left = await watch(c, stream.id);
    c.send({ type: 'live_leave', streamId: stream.id });
    await a.next('live_viewer_left', (m) => m.payload.viewerId === left);
    const viewerId = await watch(b, stream.id);

    for (const to of [left, 'no-such-viewer'])
      expect(
        (
          await refusal(a, () =>
            a.send({ type: 'live_offer', streamId: stream.id, viewerId: to, sdp: sdp('stray') }),
          )
        ).error,
      ).toBe('That viewer is not watching this stream');
    a.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('for-b') });
    await b.next('live_offer', (m) => m.payload.sdp === sdp('for-b'));
    await roundTrip(c, players[other]!.user.id);
    expect(framesOf(c, 'live_offer')).toEqual([]);
    expect(framesOf(b, 'live_offer').map((f) => f.payload.sdp)).toEqual([sdp('for-b')]);
    // Answers go only one way: the streamer cannot answer, a viewer cannot offer.
    expect(
      (await refusal(a, () => a.send({ type: 'live_answer', streamId: stream.id, sdp: sdp('x') })))
        .error,
    ).toBe('The streamer sends offers, not answers');
    expect(
      (
        await refusal(b, () =>
          b.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('x') }),
        )
      ).error,
    ).toBe('Only the streamer sends offers');
  });

  it('tells the 9th viewer "This stream is full", and takes them once a place frees', async () => {
    const a = await connect(streamer);
    const stream = await goLive(a);
    const viewers: SocketClient[] = [];
    for (let i = 1; i <= 8; i++) {
      const s = await connect(i);
      await watch(s, stream.id);
      viewers.push(s);
    }
    await heardCount(a, stream.id, 8);
    const ninth = await connect(9);
    expect(
      await refusal(ninth, () => ninth.send({ type: 'live_join', streamId: stream.id })),
    ).toEqual({ request: 'join', streamId: stream.id, error: 'This stream is full' });
    expect((await list(9))[0]).toMatchObject({ viewers: 8, maxViewers: 8 });
    viewers[0]!.close();
    await heardCount(ninth, stream.id, 7);
    expect(await watch(ninth, stream.id)).toEqual(expect.any(String));
    await heardCount(a, stream.id, 8);
  });

  it('refuses going live twice, outside a wave, while muted, and watching oneself', async () => {
    const outside = await connect(streamer, false);
    expect(
      (await refusal(outside, () => outside.send({ type: 'live_start', source: 'camera' }))).error,
    ).toMatch(/Join a wave before going live/);
    const a = await connect(streamer);
    const stream = await goLive(a);
    const secondTab = await connect(streamer);
    expect(
      await refusal(secondTab, () => secondTab.send({ type: 'live_start', source: 'camera' })),
    ).toEqual({
      request: 'start',
      streamId: null,
      error: 'You are already live in another tab: end that stream first',
    });
    expect(
      (await refusal(secondTab, () => secondTab.send({ type: 'live_join', streamId: stream.id })))
        .error,
    ).toBe('This is your own stream');
    // Only the streamer ends it.
    const b = await connect(viewer);
    expect((await refusal(b, () => b.send({ type: 'live_end', streamId: stream.id }))).error).toBe(
      'Only the streamer can end this stream',
    );

    await t.app.ctx.db
      .updateTable('users')
      .set({ muted_until: new Date(t.clock.time + 3600_000).toISOString(), mute_reason: 'spam' })
      .where('id', '=', players[other]!.user.id)
      .execute();
    const muted = await connect(other);
    expect(
      (await refusal(muted, () => muted.send({ type: 'live_start', source: 'camera' }))).error,
    ).toMatch(/^You are muted until .*: spam$/);
    await t.app.ctx.db
      .updateTable('users')
      .set({ muted_until: null, mute_reason: null })
      .where('id', '=', players[other]!.user.id)
      .execute();
  });

  it('bounds signaling: an oversized SDP or ICE candidate is refused unread, a flood is throttled', async () => {
    const a = await connect(streamer);
    const b = await connect(viewer);
    const stream = await goLive(a);
    const viewerId = await watch(b, stream.id);
    const before = a.frames.length;
    a.send({
      type: 'live_offer',
      streamId: stream.id,
      viewerId,
      sdp: sdp('big', LIVE_SDP_MAX + 1),
    });
    a.send({
      type: 'live_ice',
      streamId: stream.id,
      viewerId,
      candidate: { candidate: 'c'.repeat(LIVE_ICE_CANDIDATE_MAX + 1), sdpMid: '0' },
    });
    await a.next('error', (m) => a.frames.indexOf(m) >= before && /at \/sdp/.test(m.payload.error));
    await a.next('error', (m) => /at \/candidate\/candidate/.test(m.payload.error));
    // A full-size offer fits in a frame and is relayed.
    a.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('max', LIVE_SDP_MAX) });
    expect((await b.next('live_offer')).payload.sdp).toHaveLength(LIVE_SDP_MAX);

    // The signal budget (120 at once, then 20 a second): a flood gets "slow down" answers.
    for (let i = 0; i < 140; i++)
      a.send({ type: 'live_ice', streamId: stream.id, viewerId, candidate: candidate(i % 200) });
    await a.next('error', (m) => /Too many messages/.test(m.payload.error));
  });

  it('hides a stream across a block, both ways, and takes a blocked viewer out', async () => {
    const a = await connect(streamer);
    const b = await connect(viewer);
    const c = await connect(other);
    const stream = await goLive(a);
    const viewerId = await watch(b, stream.id);
    await watch(c, stream.id);

    // The streamer blocks a viewer: they are taken out and told it ended; the list hides it.
    const blocked = await call(t.app, routes.blockUser, {
      cookie: players[streamer]!.cookie,
      params: { id: players[viewer]!.user.id },
    });
    expect(blocked.statusCode).toBe(200);
    await b.next('live_ended', (m) => m.payload.streamId === stream.id);
    await a.next('live_viewer_left', (m) => m.payload.viewerId === viewerId);
    await heardCount(c, stream.id, 1);
    expect(await list(viewer)).toEqual([]);
    expect((await refusal(b, () => b.send({ type: 'live_join', streamId: stream.id }))).error).toBe(
      'This stream is not available to you',
    );
    // Count changes no longer reach the blocked side (the round trip orders the frames).
    const heardBefore = framesOf(b, 'live_stream').length;
    c.send({ type: 'live_leave', streamId: stream.id });
    await heardCount(a, stream.id, 0);
    await roundTrip(b, players[viewer]!.user.id);
    expect(framesOf(b, 'live_stream')).toHaveLength(heardBefore);

    // A viewer who blocked the streamer cannot watch either.
    await call(t.app, routes.unblockUser, {
      cookie: players[streamer]!.cookie,
      params: { id: players[viewer]!.user.id },
    });
    await b.next('live_stream', (m) => m.payload.stream.id === stream.id);
    expect(await list(viewer)).toHaveLength(1);
    await call(t.app, routes.blockUser, {
      cookie: players[other]!.cookie,
      params: { id: players[streamer]!.user.id },
    });
    expect(await list(other)).toEqual([]);
    expect((await refusal(c, () => c.send({ type: 'live_join', streamId: stream.id }))).error).toBe(
      'This stream is not available to you',
    );
    await call(t.app, routes.unblockUser, {
      cookie: players[other]!.cookie,
      params: { id: players[streamer]!.user.id },
    });
  });

  it('keeps the stream through a dropped socket that reconnects, and ends it past 15 s away', async () => {
    let a = await connect(streamer);
    const b = await connect(viewer);
    const stream = await goLive(a);
    const viewerId = await watch(b, stream.id);
    const store = t.app.ctx.live.store;

    // The network drops (no close handshake: 1006): the stream stays, listed, with its viewer.
    a.ws.terminate();
    await vi.waitFor(async () =>
      expect((await store.get(stream.id))?.stream.droppedAt).not.toBeNull(),
    );
    t.clock.advance(14_000);
    expect(await sweepStreams(t.app.ctx)).toBe(0);
    expect(await list(other)).toEqual([expect.objectContaining({ id: stream.id, viewers: 1 })]);

    // The tab reconnects and resumes: the same stream, its viewer, and signaling to them works.
    a = await connect(streamer);
    a.send({ type: 'live_resume', streamId: stream.id });
    expect((await a.next('live_started')).payload).toMatchObject({
      stream: { id: stream.id, viewers: 1 },
      viewerIds: [viewerId],
    });
    t.clock.advance(5_000);
    expect(await sweepStreams(t.app.ctx)).toBe(0);
    a.send({ type: 'live_offer', streamId: stream.id, viewerId, sdp: sdp('again') });
    await b.next('live_offer', (m) => m.payload.sdp === sdp('again'));

    // Dropped again, and away for more than 15 s: it ends, and the viewer hears so.
    a.ws.terminate();
    await vi.waitFor(async () =>
      expect((await store.get(stream.id))?.stream.droppedAt).not.toBeNull(),
    );
    t.clock.advance(15_000);
    expect(await sweepStreams(t.app.ctx)).toBe(0);
    t.clock.advance(1);
    expect(await sweepStreams(t.app.ctx)).toBe(1);
    await b.next('live_ended', (m) => m.payload.streamId === stream.id);
    expect(await list(viewer)).toEqual([]);
    const late = await connect(streamer);
    expect(
      await refusal(late, () => late.send({ type: 'live_resume', streamId: stream.id })),
    ).toEqual({ request: 'resume', streamId: stream.id, error: 'This stream has ended' });
  });

  it('ends at once when the page goes away on purpose, and a viewer leaves with its tab', async () => {
    const a = await connect(streamer);
    const b = await connect(viewer);
    const c = await connect(other);
    const stream = await goLive(a);
    await watch(b, stream.id);
    await watch(c, stream.id);
    b.ws.terminate();
    await heardCount(a, stream.id, 1);
    const gone = closed(a);
    a.ws.close(1001, 'page closed');
    await gone;
    await c.next('live_ended', (m) => m.payload.streamId === stream.id);
    expect(await t.app.ctx.live.store.get(stream.id)).toBeNull();
  });

  it('does not end the stream when a tab that no longer holds it closes (another tab resumed it)', async () => {
    const first = await connect(9);
    const stream = await goLive(first);
    const second = await connect(9);
    second.send({ type: 'live_resume', streamId: stream.id });
    await second.next('live_started', (m) => m.payload.stream.id === stream.id);
    const before = t.app.ctx.realtime.socketCount();
    first.ws.close(1001, 'page closed');
    await vi.waitFor(() => expect(t.app.ctx.realtime.socketCount()).toBe(before - 1));
    // The close is handled in the socket's queue: a round trip on the store after it settles.
    await vi.waitFor(async () => expect(t.app.ctx.live.streaming.size).toBe(1));
    const still = await t.app.ctx.live.store.get(stream.id);
    expect(still?.stream).toMatchObject({ droppedAt: null, conn: expect.any(String) });
    expect(await list(viewer)).toEqual([expect.objectContaining({ id: stream.id })]);
  });

  it('ends a stream whose socket moves to another wave', async () => {
    // Another streamer: the first one has used up their starts for 10 minutes.
    const a = await connect(10);
    const b = await connect(viewer);
    const stream = await goLive(a);
    t.clock.advance(4 * 3600_000);
    const next = (await call(t.app, routes.currentWave, { cookie: players[0]!.cookie })).json();
    expect(next.id).not.toBe(waveId);
    a.send({ type: 'wave_join', waveId: next.id });
    await b.next('live_ended', (m) => m.payload.streamId === stream.id);
    waveId = next.id;
  });
});
