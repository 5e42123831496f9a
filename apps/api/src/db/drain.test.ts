import { routes } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { isUnavailable } from '../lib/unavailable';
import { call, signUp } from '../test/api';
import { createTestApp } from '../test/harness';
import { withTransaction } from './transaction';
import { isShuttingDown } from './drain';

/** Lets every pending promise and I/O callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('closing the database', () => {
  it('waits for the transactions in flight, refuses new ones as unavailable, then closes', async () => {
    const t = await createTestApp();
    const { db } = t.app.database;
    const user = await signUp(t.app);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inFlight = withTransaction(db, async (trx) => {
      await held;
      await trx
        .updateTable('users')
        .set({ last_coin_claim: '2030-01-01T00:00:00.000Z' })
        .where('id', '=', user.user.id)
        .execute();
    });
    await settle();

    let closed = false;
    const closing = t.app.database.close().then(() => (closed = true));
    await settle();
    const refused = await withTransaction(db, async () => 'ran').catch((error: unknown) => error);
    expect(isUnavailable(refused)).toBe(true);
    expect(isShuttingDown(refused)).toBe(true);
    expect(isShuttingDown(new Error('Connection terminated'))).toBe(false);
    for (let i = 0; i < 5; i++) await settle();
    expect(closed).toBe(false);

    release();
    await inFlight;
    await closing;
    expect(closed).toBe(true);
    await t.close();
  });

  it('answers 503 with a readable error to a request that needs the database after it closed', async () => {
    const t = await createTestApp();
    const user = await signUp(t.app);
    await t.app.database.close();
    const res = await call(t.app, routes.me, { cookie: user.cookie });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/try again/i);
    await t.close();
  });

  it('answers 503 with a readable error to a keyed spin after it closed', async () => {
    const t = await createTestApp();
    const user = await signUp(t.app);
    const game = await call(t.app, routes.createGame, {
      cookie: user.cookie,
      body: { kind: 'slots' },
    });
    expect(game.statusCode, game.body).toBe(200);
    await t.app.database.close();
    const res = await call(t.app, routes.slotsSpin, {
      cookie: user.cookie,
      params: { gameId: game.json<{ id: string }>().id },
      body: { bet: 10 },
      headers: { 'idempotency-key': 'closed-1' },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error).toMatch(/try again/i);
    await t.close();
  });
});
