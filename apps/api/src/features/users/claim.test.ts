import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { ledgerSum, listLedger } from '../ledger/ledger.service';

describe('POST /api/users/:id/claim-coins', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const coins = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('users')
        .select('coins')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).coins;

  it('credits 1,000 once per hour by server time, through a claim ledger entry', async () => {
    const { user, cookie } = await signUp(t.app);
    const first = await call(t.app, routes.claimCoins, { params: { id: user.id }, cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, coins: 6000 });
    expect(Date.parse(first.json().nextClaimAt) - t.clock.time).toBe(3600_000);

    t.clock.advance(59 * 60_000);
    const early = await call(t.app, routes.claimCoins, { params: { id: user.id }, cookie });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      success: false,
      error: 'You can only claim coins once per hour. Next claim in 60 seconds.',
      nextClaimAt: expect.any(String),
    });
    expect(await coins(user.id)).toBe(6000);

    t.clock.advance(60_000);
    const again = await call(t.app, routes.claimCoins, { params: { id: user.id }, cookie });
    expect(again.json()).toMatchObject({ success: true, coins: 7000 });
    expect(
      (await listLedger(t.app.ctx.db, user.id)).map((e) => [e.kind, e.amount, e.balance_after]),
    ).toEqual([
      ['starting_grant', 5000, 5000],
      ['claim', 1000, 6000],
      ['claim', 1000, 7000],
    ]);
    const me = await call(t.app, routes.me, { cookie });
    expect(me.json().lastCoinClaim).toBe(new Date(t.clock.time).toISOString());
  });

  it('refuses another user (403) and no session (401), changing nothing', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const forbidden = await call(t.app, routes.claimCoins, {
      params: { id: b.user.id },
      cookie: a.cookie,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toMatch(/your own account/);
    expect((await call(t.app, routes.claimCoins, { params: { id: a.user.id } })).statusCode).toBe(
      401,
    );
    expect(await coins(a.user.id)).toBe(5000);
    expect(await coins(b.user.id)).toBe(5000);
  });

  it('refuses a foreign origin (CSRF) before anything happens', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await call(t.app, routes.claimCoins, {
      params: { id: user.id },
      cookie,
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(await coins(user.id)).toBe(5000);
  });

  it('credits exactly once for 100 parallel claims', async () => {
    const { user, cookie } = await signUp(t.app);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(t.app, routes.claimCoins, { params: { id: user.id }, cookie }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await coins(user.id)).toBe(6000);
    expect(await ledgerSum(t.app.ctx.db, user.id)).toBe(6000);
    expect(
      (await listLedger(t.app.ctx.db, user.id)).filter((e) => e.kind === 'claim'),
    ).toHaveLength(1);
  });
});
