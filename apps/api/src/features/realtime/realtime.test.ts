import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SocketClient } from '../../test/socket-client';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';

describe('/ws', () => {
  let t: TestApp;
  let base: string;
  let origin: string;
  let alice: Signed;
  let bob: Signed;
  let waveId: string;
  const open: SocketClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = address;
    base = address.replace('http', 'ws') + '/ws';
    [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    waveId = (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json().id;
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t.close();
  });

  function rawConnect(
    headers: Record<string, string>,
  ): Promise<{ ws?: WebSocket; status?: number }> {
    return new Promise((resolve) => {
      const ws = new WebSocket(base, { headers });
      ws.once('open', () => resolve({ ws }));
      ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
      ws.once('error', () => resolve({}));
    });
  }
  async function connect(who: Signed, join = true): Promise<SocketClient> {
    const { ws, status } = await rawConnect({ cookie: who.cookie, origin });
    if (!ws) throw new Error(`socket refused: ${status}`);
    const client = new SocketClient(ws);
    open.push(client);
    if (join) {
      client.send({ type: 'wave_join', waveId });
      await client.next('online', (m) => m.payload.waveId === waveId);
    }
    return client;
  }

  it('refuses a handshake without a session (401) or from a foreign origin (403)', async () => {
    expect((await rawConnect({ origin })).status).toBe(401);
    expect((await rawConnect({ origin, cookie: 'cw_session=forged' })).status).toBe(401);
    expect(
      (await rawConnect({ origin: 'https://evil.example', cookie: alice.cookie })).status,
    ).toBe(403);
    expect((await rawConnect({ cookie: alice.cookie })).status).toBe(403);
  });

  it('delivers wave chat to every other socket in the wave, stored like POST /api/messages', async () => {
    const a = await connect(alice);
    const b = await connect(bob);
    a.send({ type: 'chat', senderId: alice.user.id, content: '  hello from a socket ', waveId });
    const heard = await b.next('chat');
    expect(heard.payload).toMatchObject({
      waveId,
      recipientId: null,
      message: { content: 'hello from a socket', sender: { id: alice.user.id } },
    });
    const stored = await call(t.app, routes.waveMessages, {
      cookie: bob.cookie,
      params: { waveId },
    });
    expect(stored.json().map((m: { id: string }) => m.id)).toContain(heard.payload.messageId);
    const viaHttp = await call(t.app, routes.sendMessage, {
      cookie: bob.cookie,
      body: { senderId: bob.user.id, content: 'and over http', waveId },
    });
    expect(
      (await a.next('chat', (m) => m.payload.messageId === viaHttp.json().id)).payload.message
        ?.content,
    ).toBe('and over http');
  });

  it('counts distinct online users per wave', async () => {
    const carol = await signUp(t.app);
    const a = await connect(carol);
    const before = (await a.next('online')).payload.count;
    const b = await connect(carol);
    expect((await b.next('online')).payload.count).toBe(before);
    b.close();
    a.close();
  });

  it('pushes a balance change to every tab of the user, and to nobody else', async () => {
    const dave = await signUp(t.app);
    const tab1 = await connect(dave, false);
    const tab2 = await connect(dave, false);
    const other = await connect(bob, false);
    const claim = await call(t.app, routes.claimCoins, {
      cookie: dave.cookie,
      params: { id: dave.user.id },
    });
    expect(claim.json().coins).toBe(6000);
    for (const tab of [tab1, tab2]) {
      const update = await tab.next('user_update');
      expect(update.payload).toMatchObject({ userId: dave.user.id, data: { coins: 6000 } });
    }
    // A round trip on the other socket: frames arrive in order, so anything published to it with
    // the claim would be in before the answer to this request.
    other.send({ type: 'user_update', userId: bob.user.id });
    await other.next('user_update', (m) => m.payload.userId === bob.user.id);
    expect(
      other.frames.filter((f) => f.type === 'user_update' && f.payload.userId !== bob.user.id),
    ).toEqual([]);
  });

  it('answers user_update with the fresh record for oneself only', async () => {
    const a = await connect(alice, false);
    a.send({ type: 'user_update', userId: alice.user.id });
    expect((await a.next('user_update')).payload.data).toMatchObject({
      id: alice.user.id,
      coins: expect.any(Number),
    });
    a.send({ type: 'user_update', userId: bob.user.id });
    expect((await a.next('error')).payload.error).toMatch(/your own record/);
  });

  it('answers malformed frames with an error frame and keeps the socket open', async () => {
    const a = await connect(alice, false);
    const cases: Array<[unknown, RegExp]> = [
      ['not json', /not JSON/],
      [{ type: 'teleport' }, /Malformed message/],
      [{ type: 'chat', senderId: alice.user.id, content: 5, waveId }, /Malformed message/],
      [{ type: 'wave_join', waveId: 'nope' }, /Wave not found/],
      [{ type: 'chat', senderId: bob.user.id, content: 'spoof', waveId }, /as yourself/],
      [[1, 2, 3], /Malformed message/],
      // PostgreSQL's text cannot hold U+0000: refused before it reaches the database.
      [{ type: 'chat', senderId: alice.user.id, content: 'a\u0000b', waveId }, /NUL character/],
      [{ type: 'wave_join', waveId: '\u0000' }, /NUL character/],
      ['null', /Malformed message/],
    ];
    for (const [frame, pattern] of cases) {
      const before = a.frames.length;
      a.send(frame);
      await a.next('error', (m) => a.frames.indexOf(m) >= before && pattern.test(m.payload.error));
    }
    a.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await a.next('error', (m) => /JSON text/.test(m.payload.error));
    a.send({
      type: 'game_action',
      payload: { gameId: 'g', action: 'blackjack_complete', data: { winnings: 1e9 } },
    });
    a.send({ type: 'user_update', userId: alice.user.id });
    expect((await a.next('user_update')).payload.data).toMatchObject({ coins: 5000 });
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('sends error frames past the per-socket budget, then closes an abusive socket', async () => {
    const a = await connect(alice, false);
    const closed = new Promise<number>((resolve) => a.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 40; i++)
      a.send({
        type: 'game_action',
        payload: { gameId: 'g', action: 'poker_complete', data: null },
      });
    expect(await closed).toBe(1008);
    expect(
      a.frames.some((f) => f.type === 'error' && /Too many messages/.test(f.payload.error)),
    ).toBe(true);
  });

  it('closes a socket that sends a frame over 16 KiB', async () => {
    const a = await connect(alice, false);
    const closed = new Promise<number>((resolve) => a.ws.once('close', (code) => resolve(code)));
    a.send('x'.repeat(17 * 1024));
    expect(await closed).toBe(1009);
  });

  it('announces a new wave to every socket', async () => {
    const a = await connect(bob, false);
    t.clock.advance(4 * 3600_000);
    const wave = (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json();
    expect((await a.next('wave_update', (m) => m.payload.waveId === wave.id)).payload.waveId).toBe(
      wave.id,
    );
  });
});
