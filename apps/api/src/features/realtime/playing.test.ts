import { PLAYING_WINDOW_MS, routes, type PlayingCounts } from '@coinwave/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';

// 'N playing': the wave's members who had a game open in the last few minutes, from the
// sockets' game_open messages, announced in the coalesced online frame, never a frame per round.

const counts = (p: Partial<PlayingCounts>): PlayingCounts => ({
  slots: 0,
  blackjack: 0,
  poker: 0,
  roulette: 0,
  ...p,
});

describe("the tiles' N playing", () => {
  let t: TestApp;
  let origin: string;
  let waveId: string;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ WS_ONLINE_EVERY_MS: '0' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const someone = await signUp(t.app);
    waveId = (await call(t.app, routes.currentWave, { cookie: someone.cookie })).json().id;
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t.close();
  });
  // Each test starts in a wave where nobody plays, whatever ran before it: its sockets are closed
  // (the server has let them go) and their last sightings aged out.
  afterEach(async () => {
    open.splice(0).forEach((c) => c.close());
    await vi.waitFor(() => expect(t.app.ctx.realtime.socketCount()).toBe(0));
    t.clock.advance(PLAYING_WINDOW_MS + 1);
    await t.app.ctx.realtime.beatPlaying();
  });

  async function connect(who: Signed): Promise<SocketClient> {
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, {
        headers: { cookie: who.cookie, origin },
      });
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
    const client = new SocketClient(ws);
    open.push(client);
    client.send({ type: 'wave_join', waveId });
    await client.next('online', (m) => m.payload.waveId === waveId);
    return client;
  }
  const openGame = async (who: Signed, kind: 'slots' | 'poker') =>
    (await call(t.app, routes.createGame, { cookie: who.cookie, body: { kind } })).json()
      .id as string;
  const wave = async (who: Signed) =>
    (await call(t.app, routes.currentWave, { cookie: who.cookie })).json();
  /** The next online frame on `client` whose playing counts are `want`. */
  const heard = (client: SocketClient, want: PlayingCounts) =>
    client.next('online', (m) => JSON.stringify(m.payload.playing) === JSON.stringify(want));

  it('counts players with a game open, live over the socket and in the wave, and forgets them after the window', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    expect((await wave(alice)).playing).toEqual(counts({}));
    const [a, b] = [await connect(alice), await connect(bob)];

    a.send({ type: 'game_open', gameId: await openGame(alice, 'slots') });
    await heard(b, counts({ slots: 1 }));
    b.send({ type: 'game_open', gameId: await openGame(bob, 'slots') });
    await heard(a, counts({ slots: 2 }));
    expect((await wave(alice)).playing).toEqual(counts({ slots: 2 }));

    // Alice moves to poker: she had slots open a moment ago, so both count for a few minutes.
    a.send({ type: 'game_open', gameId: await openGame(alice, 'poker') });
    await heard(b, counts({ slots: 2, poker: 1 }));

    // Past the window, the beat sees again what is still open; alice's slots have aged out.
    t.clock.advance(PLAYING_WINDOW_MS + 1);
    await t.app.ctx.realtime.beatPlaying();
    await heard(b, counts({ slots: 1, poker: 1 }));

    // Back to the tiles, and a closed tab: each still counts for the window, then not.
    a.send({ type: 'game_open', gameId: null });
    b.close();
    await new Promise<void>((resolve) => b.ws.once('close', () => resolve()));
    await t.app.ctx.realtime.beatPlaying();
    expect((await wave(alice)).playing).toEqual(counts({ slots: 1, poker: 1 }));
    t.clock.advance(PLAYING_WINDOW_MS + 1);
    await t.app.ctx.realtime.beatPlaying();
    await heard(a, counts({}));
    expect((await wave(alice)).playing).toEqual(counts({}));
  });

  it('counts a player in two tabs once, and refuses a table that is not theirs', async () => {
    const [carol, dan] = [await signUp(t.app), await signUp(t.app)];
    const [c1, c2, d] = [await connect(carol), await connect(carol), await connect(dan)];
    c1.send({ type: 'game_open', gameId: await openGame(carol, 'slots') });
    c2.send({ type: 'game_open', gameId: await openGame(carol, 'slots') });
    await heard(d, counts({ slots: 1 }));
    await t.app.ctx.realtime.beatPlaying();
    expect((await wave(dan)).playing).toEqual(counts({ slots: 1 }));

    d.send({ type: 'game_open', gameId: await openGame(carol, 'poker') });
    expect((await d.next('error')).payload.error).toBe('This game belongs to another player');
    d.send({ type: 'game_open', gameId: 'no-such-table' });
    expect((await d.next('error', (m) => m.payload.error === 'Game not found')).type).toBe('error');
    d.send({ type: 'game_open', gameId: 42 });
    expect((await d.next('error', (m) => /Malformed/.test(m.payload.error))).type).toBe('error');
    expect((await wave(dan)).playing).toEqual(counts({ slots: 1 }));
  });

  it('sends no frame per round: rounds move wave_update, not the online frame', async () => {
    const [erin, fay] = [await signUp(t.app), await signUp(t.app)];
    const [e, f] = [await connect(erin), await connect(fay)];
    const slots = await openGame(erin, 'slots');
    const base = (await wave(erin)).playing as PlayingCounts;
    e.send({ type: 'game_open', gameId: slots });
    await heard(f, { ...base, slots: base.slots + 1 });
    const onlineBefore = f.frames.filter((m) => m.type === 'online').length;
    const updatesBefore = f.frames.filter((m) => m.type === 'wave_update').length;
    const roulette = (
      await call(t.app, routes.createGame, { cookie: erin.cookie, body: { kind: 'roulette' } })
    ).json().id as string;
    for (let i = 0; i < 5; i++)
      await call(t.app, routes.rouletteSpin, {
        cookie: erin.cookie,
        params: { gameId: roulette },
        body: { bets: [{ type: 'red', amount: 25 }] },
      });
    // The rounds' coalesced wave_update reaches fay (sent after their commits) ...
    await f.next(
      'wave_update',
      () => f.frames.filter((m) => m.type === 'wave_update').length >= updatesBefore + 1,
    );
    // ... and not one more online frame came with them.
    expect(f.frames.filter((m) => m.type === 'online').length).toBe(onlineBefore);
  });
});
