import { routes } from '@coinwave/api-contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresServer, testRedisServer } from '../config';
import { ledgerSum } from '../features/ledger/ledger.service';
import { call, signUp, type Signed } from './api';
import { TcpProxy } from './cluster-harness';
import { createTestApp, type TestApp } from './harness';
import { createTestDatabase } from './postgres';

// PostgreSQL or Redis lost while the API runs: the requests that need them answer 503 with a
// readable error, nothing is half-written, the process stays up, and it recovers by itself when
// they come back. The outage is a TCP proxy in front of each, cut and restored by the test.

describe('an outage of PostgreSQL or Redis while serving', () => {
  let t: TestApp;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let drop: () => Promise<void>;
  let player: Signed;

  beforeAll(async () => {
    const database = await createTestDatabase(testPostgresServer()!);
    drop = database.drop;
    const pgUrl = new URL(database.url);
    const redisUrl = new URL(testRedisServer());
    pgProxy = await new TcpProxy({
      host: pgUrl.hostname,
      port: Number(pgUrl.port || 5432),
    }).start();
    redisProxy = await new TcpProxy({
      host: redisUrl.hostname,
      port: Number(redisUrl.port || 6379),
    }).start();
    pgUrl.port = String(pgProxy.port);
    redisUrl.port = String(redisProxy.port);
    t = await createTestApp({
      DATABASE_URL: pgUrl.toString(),
      REDIS_URL: redisUrl.toString(),
      REDIS_PREFIX: `cwoutage:${randomBytes(4).toString('hex')}:`,
    });
    player = await signUp(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await pgProxy.cut();
    await redisProxy.cut();
    await drop();
  });

  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  it('answers 503 while PostgreSQL is away, writes nothing half, and recovers', async () => {
    const gameId = (
      await call(t.app, routes.createGame, { cookie: player.cookie, body: { kind: 'roulette' } })
    ).json().id as string;
    const spinOnce = () =>
      call(t.app, routes.rouletteSpin, {
        cookie: player.cookie,
        params: { gameId },
        body: { bets: [{ type: 'red', amount: 25 }] },
      });
    expect((await spinOnce()).statusCode).toBe(200);
    const before = await ledgerSum(t.app.ctx.db, player.user.id);

    await pgProxy.cut();
    const refused = await call(t.app, routes.me, { cookie: player.cookie });
    // The session may come from the lookup cache: a round always needs the database.
    const round = await spinOnce();
    expect(round.statusCode).toBe(503);
    expect(round.json().error).toMatch(/briefly unavailable/);
    expect([200, 503]).toContain(refused.statusCode);
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down', redis: 'ok' });

    await pgProxy.restore();
    await expect.poll(async () => (await health()).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await spinOnce()).statusCode).toBe(200);
    // The refused round moved nothing: one more round than before the outage, no more.
    const rounds = await call(t.app, routes.rounds, { cookie: player.cookie });
    expect(rounds.json().rounds).toHaveLength(2);
    const me = (await call(t.app, routes.me, { cookie: player.cookie })).json();
    expect(me.coins).toBe(await ledgerSum(t.app.ctx.db, player.user.id));
    expect(before).toBeGreaterThan(0);
  });

  it('answers 503 where Redis is needed while it is away, and recovers', async () => {
    const waveId = (await call(t.app, routes.currentWave, { cookie: player.cookie })).json().id;
    const chat = (content: string) =>
      call(t.app, routes.sendMessage, {
        cookie: player.cookie,
        body: { senderId: player.user.id, content, waveId },
      });
    expect((await chat('before')).statusCode).toBe(200);

    await redisProxy.cut();
    // The chat rate limit lives in Redis: a message cannot be let through unchecked.
    const refused = await chat('during');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatch(/briefly unavailable/);
    expect((await health()).json()).toMatchObject({ status: 'unavailable', redis: 'down' });
    // What needs only the database still works.
    expect((await call(t.app, routes.me, { cookie: player.cookie })).statusCode).toBe(200);

    await redisProxy.restore();
    await expect.poll(async () => (await health()).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await chat('after')).statusCode).toBe(200);
    const contents = (
      await call(t.app, routes.waveMessages, { cookie: player.cookie, params: { waveId } })
    )
      .json()
      .map((m: { content: string }) => m.content);
    expect(contents).toEqual(expect.arrayContaining(['before', 'after']));
    expect(contents).not.toContain('during');
  });
});
