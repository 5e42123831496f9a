import { routes, type LimitsState } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';

const HOUR = 60 * 60_000;

describe('GET / PUT /api/me/limits', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const put = (cookie: string, body: unknown) => call(t.app, routes.setLimits, { cookie, body });
  const get = async (cookie: string): Promise<LimitsState> => {
    const res = await call(t.app, routes.limits, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  it('starts with no limits and a reality check every 60 minutes, and says when the windows reset', async () => {
    const { cookie } = await signUp(t.app);
    t.clock.time = Date.parse('2030-01-01T12:00:00.000Z'); // a Tuesday
    expect(await get(cookie)).toEqual({
      limits: {
        dailyLossLimit: null,
        weeklyLossLimit: null,
        sessionMinutes: null,
        realityCheckMinutes: 60,
      },
      pending: [],
      usage: {
        dailyNetLoss: 0,
        weeklyNetLoss: 0,
        dayResetsAt: '2030-01-02T00:00:00.000Z',
        weekResetsAt: '2030-01-07T00:00:00.000Z',
      },
      restriction: null,
    });
    expect((await call(t.app, routes.limits)).statusCode).toBe(401);
  });

  it('applies a first limit and every lowering at once', async () => {
    const { cookie } = await signUp(t.app);
    const set = await put(cookie, { dailyLossLimit: 1000, sessionMinutes: 90 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      limits: { dailyLossLimit: 1000, sessionMinutes: 90, weeklyLossLimit: null },
      pending: [],
    });
    const lower = await put(cookie, { dailyLossLimit: 500, realityCheckMinutes: 15 });
    expect(lower.json()).toMatchObject({
      limits: { dailyLossLimit: 500, sessionMinutes: 90, realityCheckMinutes: 15 },
      pending: [],
    });
    expect((await get(cookie)).limits).toEqual({
      dailyLossLimit: 500,
      weeklyLossLimit: null,
      sessionMinutes: 90,
      realityCheckMinutes: 15,
    });
  });

  it('holds a raise, a removal, a longer reality check and turning it off for 24 hours, listed as pending', async () => {
    const { user, cookie } = await signUp(t.app);
    await put(cookie, { dailyLossLimit: 500, weeklyLossLimit: 2000, realityCheckMinutes: 30 });
    const asked = t.clock.time;
    const loosened = await put(cookie, {
      dailyLossLimit: 800,
      weeklyLossLimit: null,
      realityCheckMinutes: null,
    });
    expect(loosened.statusCode, loosened.body).toBe(200);
    const appliesAt = iso(asked + 24 * HOUR);
    expect(loosened.json()).toMatchObject({
      limits: { dailyLossLimit: 500, weeklyLossLimit: 2000, realityCheckMinutes: 30 },
      pending: [
        { field: 'dailyLossLimit', value: 800, appliesAt },
        { field: 'weeklyLossLimit', value: null, appliesAt },
        { field: 'realityCheckMinutes', value: null, appliesAt },
      ],
    });

    t.clock.advance(24 * HOUR - 1);
    expect((await get(cookie)).limits).toMatchObject({
      dailyLossLimit: 500,
      weeklyLossLimit: 2000,
      realityCheckMinutes: 30,
    });
    t.clock.advance(1);
    expect(await get(cookie)).toMatchObject({
      limits: { dailyLossLimit: 800, weeklyLossLimit: null, realityCheckMinutes: null },
      pending: [],
    });
    // Applied for good: the row itself changed, not only the answer.
    const row = await t.app.ctx.db
      .selectFrom('responsible_play')
      .select(['daily_loss_limit', 'pending_daily_loss_limit_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ daily_loss_limit: 800, pending_daily_loss_limit_at: null });
  });

  it('cancels a pending loosening with a tightening, and restarts the 24 hours for a new loosening', async () => {
    const { cookie } = await signUp(t.app);
    await put(cookie, { dailyLossLimit: 500, sessionMinutes: 60 });
    const first = t.clock.time;
    await put(cookie, { dailyLossLimit: 2000, sessionMinutes: 120 });
    t.clock.advance(10 * HOUR);
    // Asking again for the value already pending keeps its time; another value starts over.
    const again = await put(cookie, { dailyLossLimit: 2000, sessionMinutes: 90 });
    expect(again.json().pending).toEqual([
      { field: 'dailyLossLimit', value: 2000, appliesAt: iso(first + 24 * HOUR) },
      { field: 'sessionMinutes', value: 90, appliesAt: iso(t.clock.time + 24 * HOUR) },
    ]);
    // A tightening (here: keeping the limit in force) cancels the pending loosening at once.
    const kept = await put(cookie, { dailyLossLimit: 500 });
    expect(kept.json()).toMatchObject({
      limits: { dailyLossLimit: 500, sessionMinutes: 60 },
      pending: [{ field: 'sessionMinutes', value: 90 }],
    });
    const tighter = await put(cookie, { sessionMinutes: 30 });
    expect(tighter.json()).toMatchObject({
      limits: { dailyLossLimit: 500, sessionMinutes: 30 },
      pending: [],
    });
    t.clock.advance(30 * HOUR);
    expect((await get(cookie)).limits).toMatchObject({ dailyLossLimit: 500, sessionMinutes: 30 });
  });

  it('refuses unknown fields, wrong types, zero, a reality check other than 15/30/60 and an empty body', async () => {
    const { cookie } = await signUp(t.app);
    for (const body of [
      { dailyLimit: 100 },
      { dailyLossLimit: '100' },
      { dailyLossLimit: 0 },
      { dailyLossLimit: 10.5 },
      { weeklyLossLimit: -1 },
      { sessionMinutes: 24 * 60 + 1 },
      { realityCheckMinutes: 45 },
      {},
      [],
    ]) {
      const res = await put(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request/);
    }
    expect((await get(cookie)).limits.dailyLossLimit).toBeNull();
    expect((await put(cookie, { dailyLossLimit: 100 })).statusCode).toBe(200);
    expect(
      (
        await call(t.app, routes.setLimits, {
          cookie,
          body: { dailyLossLimit: 5 },
          origin: 'https://evil.example',
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(cookie)).limits.dailyLossLimit).toBe(100);
  });
});
