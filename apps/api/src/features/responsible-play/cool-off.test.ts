import { routes, type Restriction, type User } from '@coinwave/api-contract';
import { roundRng } from '@coinwave/game-core';
import { startHand } from '@coinwave/blackjack-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookie, signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { blackjackSeedWhere, FixedSeeds, type Player } from '../../test/rounds';
import { seatedPlayer, spin, tapUser } from './responsible-play.fixtures';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const START = Date.parse('2030-01-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('cool-off and self-exclusion', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  const coolOff = (p: Player, period: string) => p.call(routes.coolOff, { body: { period } });
  const me = (p: Player): Promise<User> => p.ok(routes.me);
  const claim = (p: Player) => p.call(routes.claimCoins, { params: { id: p.who.user.id } });
  const say = (p: Player, target: { waveId: string } | { recipientId: string }) =>
    p.call(routes.sendMessage, {
      body: { senderId: p.who.user.id, content: 'hello', ...target },
    });

  it('closes rounds, claims and chat until it ends, tells every tab at once, and opens them again after', async () => {
    t.clock.time = START;
    const { p, gameId } = await seatedPlayer(t, seeds);
    const friend = await signUp(t.app);
    const waveId = (await p.ok<{ id: string }>(routes.currentWave)).id;
    expect((await me(p)).restriction).toBeNull();

    const tab = tapUser(t, p.who.user.id);
    const started = await coolOff(p, '24h');
    expect(started.statusCode, started.body).toBe(200);
    const restriction: Restriction = {
      kind: 'cool_off',
      period: '24h',
      startedAt: iso(START),
      endsAt: iso(START + DAY),
    };
    expect(started.json()).toEqual(restriction);
    expect(tab.frames).toContainEqual({
      type: 'user_update',
      payload: { userId: p.who.user.id, data: expect.objectContaining({ restriction }) },
    });
    tab.close();
    expect((await me(p)).restriction).toEqual(restriction);

    const round = await spin(p, gameId, 25);
    expect(round.statusCode).toBe(403);
    expect(round.json()).toEqual({
      error: `No new rounds or bets: you are on a cool-off until ${iso(START + DAY)}. It cannot be ended early.`,
      limit: 'cool_off',
      resetsAt: iso(START + DAY),
    });
    const claimed = await claim(p);
    expect(claimed.statusCode).toBe(403);
    expect(claimed.json().error).toBe(
      `Coin claims are paused: you are on a cool-off until ${iso(START + DAY)}. It cannot be ended early.`,
    );
    for (const target of [{ waveId }, { recipientId: friend.user.id }]) {
      const said = await say(p, target);
      expect(said.statusCode).toBe(403);
      expect(said.json().error).toMatch(/^Chat is read-only for you: you are on a cool-off until/);
    }
    // Reading is still allowed, and others still write to the player.
    expect((await p.call(routes.waveMessages, { params: { waveId } })).statusCode).toBe(200);
    const dm = await call(t.app, routes.sendMessage, {
      cookie: friend.cookie,
      body: { senderId: friend.user.id, content: 'are you there?', recipientId: p.who.user.id },
    });
    expect(dm.statusCode).toBe(200);
    expect(await p.coins()).toBe(5000);

    t.clock.time = START + DAY - 1;
    expect((await spin(p, await p.openGame('roulette'), 25)).statusCode).toBe(403);
    t.clock.time = START + DAY;
    expect((await me(p)).restriction).toBeNull();
    expect((await spin(p, await p.openGame('roulette'), 25)).statusCode).toBe(200);
    expect((await claim(p)).statusCode).toBe(200);
    expect((await say(p, { recipientId: friend.user.id })).statusCode).toBe(200);
  });

  it('lets a hand in progress finish without new stakes', async () => {
    t.clock.time = START;
    const { p, gameId } = await seatedPlayer(t, seeds, 'blackjack');
    const fairness = await p.ok(routes.fairness);
    const serverSeed = seeds.byHash(fairness.serverSeedHash);
    const clientSeed = blackjackSeedWhere(serverSeed, fairness.nonce, (s) => s.phase === 'playing');
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    expect(startHand(50, roundRng(serverSeed, clientSeed, fairness.nonce)).phase).toBe('playing');
    await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });

    expect((await coolOff(p, '7d')).statusCode).toBe(200);
    const doubled = await p.call(routes.blackjackAction, {
      params: { gameId },
      body: { action: 'double' },
    });
    expect(doubled.statusCode).toBe(403);
    expect(doubled.json()).toMatchObject({ limit: 'cool_off', resetsAt: iso(START + 7 * DAY) });
    const stood = await p.ok(routes.blackjackAction, {
      params: { gameId },
      body: { action: 'stand' },
    });
    expect(stood.round.status).toBe('finished');
    const again = await p.call(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
    expect(again.statusCode).toBe(403);
    expect(
      (await p.call(routes.pokerHand, { params: { gameId: await p.openGame('poker') } }))
        .statusCode,
    ).toBe(403);
  });

  it('cannot be ended or shortened; only a period that ends later replaces it; permanent is final', async () => {
    t.clock.time = START;
    const { p } = await seatedPlayer(t, seeds);
    expect((await coolOff(p, '7d')).statusCode).toBe(200);
    t.clock.advance(HOUR);
    const shorter = await coolOff(p, '24h');
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error).toBe(
      `Your cool-off runs until ${iso(START + 7 * DAY)} and cannot be ended or shortened. Only a longer period, ending after it, can replace it.`,
    );
    expect((await me(p)).restriction).toMatchObject({ period: '7d', endsAt: iso(START + 7 * DAY) });

    const longer = await coolOff(p, '30d');
    expect(longer.json()).toEqual({
      kind: 'cool_off',
      period: '30d',
      startedAt: iso(START + HOUR),
      endsAt: iso(START + HOUR + 30 * DAY),
    });
    const excluded = await coolOff(p, '6m');
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json()).toEqual({
      kind: 'self_exclusion',
      period: '6m',
      startedAt: iso(START + HOUR),
      endsAt: '2030-07-01T13:00:00.000Z',
    });
    const notLonger = await coolOff(p, '30d');
    expect(notLonger.statusCode).toBe(409);
    expect(notLonger.json().error).toMatch(
      /^Your self-exclusion runs until 2030-07-01T13:00:00.000Z/,
    );
    expect((await coolOff(p, 'permanent')).statusCode).toBe(200);
    const final = await coolOff(p, '6m');
    expect(final.statusCode).toBe(409);
    expect(final.json().error).toBe(
      'You have excluded yourself from play permanently: this cannot be changed.',
    );
    // Years later (signed in again) it still holds.
    t.clock.advance(10 * 365 * DAY);
    const login = await call(t.app, routes.login, {
      body: { username: p.who.user.username, password: p.who.password },
    });
    p.who.cookie = sessionCookie(login);
    expect((await me(p)).restriction).toMatchObject({ kind: 'self_exclusion', endsAt: null });
    const refused = await spin(p, await p.openGame('roulette'), 25);
    expect(refused.json()).toEqual({
      error: 'No new rounds or bets: you have excluded yourself from play permanently.',
      limit: 'self_exclusion',
      resetsAt: null,
    });
    // Every restriction taken is on record.
    const log = await t.app.ctx.db
      .selectFrom('play_restrictions')
      .select(['period', 'ends_at'])
      .where('user_id', '=', p.who.user.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { period: '7d', ends_at: iso(START + 7 * DAY) },
      { period: '30d', ends_at: iso(START + HOUR + 30 * DAY) },
      { period: '6m', ends_at: '2030-07-01T13:00:00.000Z' },
      { period: 'permanent', ends_at: null },
    ]);
  });

  it('refuses an unknown period, extra fields and strangers', async () => {
    const { p } = await seatedPlayer(t, seeds);
    expect((await coolOff(p, '1h')).statusCode).toBe(400);
    expect(
      (await p.call(routes.coolOff, { body: { period: '24h', until: 'never' } })).statusCode,
    ).toBe(400);
    expect((await call(t.app, routes.coolOff, { body: { period: '24h' } })).statusCode).toBe(401);
    expect((await me(p)).restriction).toBeNull();
  });
});
