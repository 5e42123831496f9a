import { routes, type ServerMessage } from '@coinwave/api-contract';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_DEFAULTS } from '../../config';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';

// The socket's limits: caps per user and per instance, slow readers, dead peers,
// inbound size and rate, and coalesced online counts.

/** How a handshake ended: open (and still open after a round trip), refused, or closed at once. */
type Outcome = { ws?: WebSocket; status?: number; body?: string; closed?: number; reason?: string };

async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, origin: address, url: address.replace('http', 'ws') + '/ws' };
}

function handshake(
  url: string,
  origin: string,
  who: Signed,
  options: WebSocket.ClientOptions = {},
  /** Listeners to attach before anything can arrive (a ping may come before `open` resolves). */
  listen: (ws: WebSocket) => void = () => undefined,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { cookie: who.cookie, origin }, ...options });
    listen(ws);
    ws.on('error', () => undefined);
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
  });
}

/** Waits until an opened socket has proved it stays open (a user_update round trip) or closed. */
async function settle(outcome: Outcome, who: Signed): Promise<Outcome> {
  const ws = outcome.ws;
  if (!ws) return outcome;
  return new Promise((resolve) => {
    ws.once('close', (code, reason) => resolve({ closed: code, reason: String(reason) }));
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as ServerMessage).type === 'user_update') resolve({ ws });
    });
    ws.send(JSON.stringify({ type: 'user_update', userId: who.user.id }));
  });
}

// The instance-cap test counts the socket the per-user test leaves open: they run in order.
describe('socket caps', { shuffle: false }, () => {
  let t: TestApp;
  let url: string;
  let origin: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    ({ t, url, origin } = await app({ WS_MAX_SOCKETS: '8' }));
  });
  afterAll(async () => {
    sockets.forEach((ws) => ws.terminate());
    await t.close();
  });

  async function open(who: Signed): Promise<Outcome> {
    const outcome = await settle(await handshake(url, origin, who), who);
    if (outcome.ws) sockets.push(outcome.ws);
    return outcome;
  }
  const drop = async (ws: WebSocket) => {
    const before = t.app.ctx.realtime.socketCount();
    ws.close();
    await vi.waitFor(() => expect(t.app.ctx.realtime.socketCount()).toBe(before - 1));
  };

  it('has the documented defaults', () => {
    expect(SOCKET_DEFAULTS).toMatchObject({
      perUser: 5,
      perInstance: 10_000,
      maxBufferedBytes: 1024 * 1024,
      maxPayloadBytes: 16 * 1024,
    });
    // Two intervals (a ping, then the tick that finds it unanswered) stay under a minute.
    expect(2 * SOCKET_DEFAULTS.pingIntervalMs).toBeLessThan(60_000);
  });

  it('refuses a 6th socket of one user with 429 and an error, keeping the five open', async () => {
    const erin = await signUp(t.app);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => open(erin)));
    expect(five.every((o) => o.ws)).toBe(true);
    const sixth = await open(erin);
    expect(sixth.status).toBe(429);
    expect(JSON.parse(sixth.body!).error).toMatch(/Too many live connections.*at most 5/);
    expect(t.app.ctx.realtime.userSocketCount(erin.user.id)).toBe(5);
    // Closing a tab frees its place.
    await drop(five[0]!.ws!);
    expect((await open(erin)).ws).toBeDefined();
    for (const o of five.slice(1)) await drop(o.ws!);
  });

  it('holds the per-user cap exactly when many handshakes race', async () => {
    const fred = await signUp(t.app);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => open(fred)));
    const alive = outcomes.filter((o) => o.ws);
    expect(alive).toHaveLength(5);
    for (const o of outcomes.filter((o) => !o.ws))
      expect(o.status === 429 || o.closed === 1008, JSON.stringify(o)).toBe(true);
    for (const o of alive) await drop(o.ws!);
  });

  it('refuses sockets past the instance cap: 503 at the handshake or 1013, try again later', async () => {
    expect(t.app.ctx.realtime.socketCount()).toBe(1);
    const users = await Promise.all([1, 2, 3].map(() => signUp(t.app)));
    // 3 users × 4 handshakes at once against 7 free places.
    const outcomes = await Promise.all(users.flatMap((u) => [1, 2, 3, 4].map(() => open(u))));
    expect(outcomes.filter((o) => o.ws)).toHaveLength(7);
    for (const o of outcomes.filter((o) => !o.ws))
      expect(
        o.status === 503 || (o.closed === 1013 && /try again later/.test(o.reason!)),
        JSON.stringify(o),
      ).toBe(true);
    const late = await handshake(url, origin, users[0]!);
    expect(late.status).toBe(503);
    expect(JSON.parse(late.body!).error).toMatch(/try again/);
    expect(t.app.ctx.realtime.socketCount()).toBe(8);
  });
});

describe('socket health', () => {
  let t: TestApp;
  let url: string;
  let origin: string;
  let alice: Signed;

  beforeAll(async () => {
    ({ t, url, origin } = await app({}));
    alice = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a slow reader with 1013 once its unsent output passes 1 MiB', async () => {
    // This socket's server side: another test's socket of alice may still be closing.
    const others = new Set(t.app.websocketServer.clients);
    const ws = (await handshake(url, origin, alice)).ws!;
    const held = [...t.app.websocketServer.clients].find((s) => !others.has(s))!;
    const client = new SocketClient(ws);
    const closed = new Promise<[number, string]>((resolve) =>
      ws.once('close', (code, reason) => resolve([code, String(reason)])),
    );
    // The reader stops reading: the kernel's buffers fill, then the server's.
    const tcp = (ws as unknown as { _socket: Socket })._socket;
    tcp.pause();
    const body = 'x'.repeat(64 * 1024);
    let sent = 0;
    while (held.readyState !== WebSocket.CLOSING) {
      expect(sent, 'the server never gave up on the slow reader').toBeLessThan(2000);
      t.app.ctx.realtime.publishToUser(alice.user.id, {
        type: 'notification',
        payload: { id: String(sent), kind: 'test', title: 'flood', body, createdAt: '' },
      });
      sent += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    // What it holds is bounded: the limit plus one frame.
    expect(held.bufferedAmount).toBeLessThan(1024 * 1024 + 2 * body.length);
    tcp.resume();
    const [code, reason] = await closed;
    expect(code).toBe(1013);
    expect(reason).toMatch(/Too slow/);
    expect(client.frames.length).toBeLessThan(sent);
  });

  it('closes a socket that sends a frame over 16 KiB (1009)', async () => {
    const ws = (await handshake(url, origin, alice)).ws!;
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send('x'.repeat(16 * 1024 + 1));
    expect(await closed).toBe(1009);
  });

  it('answers a burst past 20 messages with error frames, then closes with 1008', async () => {
    const ws = (await handshake(url, origin, alice)).ws!;
    const client = new SocketClient(ws);
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    for (let i = 0; i < 35; i++) client.send({ type: 'user_update', userId: alice.user.id });
    expect(await closed).toBe(1008);
    const errors = client.frames.filter((f) => f.type === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.every((f) => /Too many messages/.test(f.payload.error))).toBe(true);
    expect(client.frames.filter((f) => f.type === 'user_update').length).toBeLessThanOrEqual(21);
  });

  it("refills a socket's message budget by the app's clock", async () => {
    const ws = (await handshake(url, origin, alice)).ws!;
    const client = new SocketClient(ws);
    const updates = () => client.frames.filter((f) => f.type === 'user_update').length;
    const burst = () => {
      for (let i = 0; i < 20; i++) client.send({ type: 'user_update', userId: alice.user.id });
    };
    burst();
    await vi.waitFor(() => expect(updates()).toBe(20));
    // 2 messages a second: 10 s of the app's clock (and almost none of the real one) refill all 20.
    t.clock.advance(10_000);
    burst();
    await vi.waitFor(() => expect(updates()).toBe(40));
    expect(client.frames.filter((f) => f.type === 'error')).toEqual([]);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.close();
    await closed;
  });
});

describe('socket heartbeat', () => {
  let t: TestApp;
  let url: string;
  let origin: string;
  let alice: Signed;

  beforeAll(async () => {
    ({ t, url, origin } = await app({ WS_PING_INTERVAL_MS: '100' }));
    alice = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('cuts a peer that does not answer pings at the next tick, and keeps one that does', async () => {
    // Counted from the socket's creation: on a loaded machine the first ping can arrive while
    // the second handshake is still under way.
    let deadPings = 0;
    const dead = (
      await handshake(url, origin, alice, { autoPong: false }, (ws) =>
        ws.on('ping', () => (deadPings += 1)),
      )
    ).ws!;
    let livePingCount = 0;
    let fourthLivePing: () => void = () => undefined;
    const livePings = new Promise<void>((resolve) => (fourthLivePing = resolve));
    const live = (
      await handshake(url, origin, alice, {}, (ws) =>
        ws.on('ping', () => ++livePingCount === 4 && fourthLivePing()),
      )
    ).ws!;
    const code = await new Promise<number>((resolve) => dead.once('close', resolve));
    // Terminated, not closed politely: a dead peer would never answer a close handshake.
    expect(code).toBe(1006);
    expect(deadPings).toBe(1);
    await livePings;
    expect(live.readyState).toBe(WebSocket.OPEN);
    await vi.waitFor(() => expect(t.app.ctx.realtime.userSocketCount(alice.user.id)).toBe(1));
    live.close();
  });
});

describe('online counts under a connect storm', () => {
  let t: TestApp;
  let url: string;
  let origin: string;

  beforeAll(async () => {
    ({ t, url, origin } = await app({ WS_MAX_SOCKETS_PER_USER: '50' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('200 joins within a second bring each socket at most 2 online frames', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    const waveId = (await call(t.app, routes.currentWave, { cookie: users[0]!.cookie })).json().id;
    const clients = await Promise.all(
      users.flatMap((u) =>
        Array.from(
          { length: 50 },
          async () => new SocketClient((await handshake(url, origin, u)).ws!),
        ),
      ),
    );
    for (const c of clients) c.send({ type: 'wave_join', waveId });
    for (const c of clients)
      expect((await c.next('online', (m) => m.payload.count === 4)).payload.waveId).toBe(waveId);
    await vi.waitFor(() => expect(t.app.ctx.realtime.pendingAnnouncements()).toBe(0));
    // A round trip per socket: anything published before its answer has arrived.
    await Promise.all(
      clients.map(async (c, i) => {
        c.send({ type: 'user_update', userId: users[Math.floor(i / 50)]!.user.id });
        await c.next('user_update');
      }),
    );
    for (const c of clients)
      expect(c.frames.filter((f) => f.type === 'online').length).toBeLessThanOrEqual(2);
    clients.forEach((c) => c.ws.terminate());
  });
});
