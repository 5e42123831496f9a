import { routes, type LimitsState } from '@coinwave/api-contract';
import { roundRng } from '@coinwave/game-core';
import { startHand } from '@coinwave/blackjack-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { blackjackSeedWhere, FixedSeeds, type Player } from '../../test/rounds';
import { arrangeSpins, seatedPlayer, spin } from './responsible-play.fixtures';

const HOUR = 60 * 60_000;
const TUESDAY_NOON = Date.parse('2030-01-01T12:00:00.000Z');

describe('loss limits', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  const limits = (p: Player): Promise<LimitsState> => p.ok(routes.limits);
  const setLimits = (p: Player, body: Record<string, number | null>) =>
    p.ok<LimitsState>(routes.setLimits, { body });
  const nonce = async (p: Player) => (await p.ok(routes.fairness)).nonce as number;

  it('allows a stake that reaches the daily limit exactly and refuses one coin more, until 00:00 UTC', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds);
    await setLimits(p, { dailyLossLimit: 150 });
    await arrangeSpins(p, seeds, [false, false, false]);

    expect((await spin(p, gameId, 50)).statusCode).toBe(200);
    const before = { coins: await p.coins(), nonce: await nonce(p) };
    const over = await spin(p, gameId, 125);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      error:
        "Daily loss limit reached: this bet would take today's losses past your 150-coin limit. It resets at 2030-01-02T00:00:00.000Z.",
      limit: 'daily_loss',
      resetsAt: '2030-01-02T00:00:00.000Z',
    });
    // Nothing moved: no coin, no nonce, no round.
    expect({ coins: await p.coins(), nonce: await nonce(p) }).toEqual(before);

    expect((await spin(p, gameId, 100)).statusCode).toBe(200);
    expect((await spin(p, gameId, 25)).statusCode).toBe(403);
    // Claims do not count against the limit, and do not lift it.
    expect((await p.call(routes.claimCoins, { params: { id: p.who.user.id } })).statusCode).toBe(
      200,
    );
    expect((await spin(p, gameId, 25)).statusCode).toBe(403);
    expect((await limits(p)).usage).toMatchObject({ dailyNetLoss: 150, weeklyNetLoss: 150 });

    t.clock.time = Date.parse('2030-01-02T00:00:00.000Z');
    expect((await limits(p)).usage).toMatchObject({ dailyNetLoss: 0, weeklyNetLoss: 150 });
    // A new day is a new wave too: the player opens the game again.
    expect((await spin(p, await p.openGame('roulette'), 150)).statusCode).toBe(200);
  });

  it('refuses a stake one coin past the limit after earlier losses', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds);
    await setLimits(p, { dailyLossLimit: 149 });
    await arrangeSpins(p, seeds, [false, false]);
    expect((await spin(p, gameId, 50)).statusCode).toBe(200);
    const over = await spin(p, gameId, 100);
    expect(over.statusCode).toBe(403);
    expect(over.json().limit).toBe('daily_loss');
    expect((await spin(p, gameId, 75)).statusCode).toBe(200);
    expect((await limits(p)).usage.dailyNetLoss).toBe(125);
  });

  it('holds the limit under concurrent stakes at several tables', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds);
    const other = await p.openGame('roulette');
    await setLimits(p, { dailyLossLimit: 100 });
    await arrangeSpins(p, seeds, Array<boolean>(10).fill(false));
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => spin(p, i % 2 === 0 ? gameId : other, 25)),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(replies.filter((r) => r.statusCode === 403)).toHaveLength(6);
    expect(await p.coins()).toBe(4900);
    expect((await limits(p)).usage.dailyNetLoss).toBe(100);
  });

  it('counts winnings: a player ahead today may stake their winnings plus the limit', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds);
    await setLimits(p, { dailyLossLimit: 100 });
    await arrangeSpins(p, seeds, [true, false]);
    const won = await spin(p, gameId, 25);
    expect(won.json().net).toBe(875);
    expect((await limits(p)).usage.dailyNetLoss).toBe(-875);
    expect((await spin(p, gameId, 1000)).statusCode).toBe(403);
    expect((await spin(p, gameId, 975)).statusCode).toBe(200);
  });

  it('keeps the weekly limit over the ISO week (from Monday 00:00 UTC) and names it when both are passed', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds);
    await setLimits(p, { dailyLossLimit: 125, weeklyLossLimit: 150 });
    await arrangeSpins(p, seeds, [false, false, false, false]);
    expect((await spin(p, gameId, 100)).statusCode).toBe(200);
    t.clock.advance(24 * HOUR);
    const wednesday = await p.openGame('roulette');
    expect((await spin(p, wednesday, 50)).statusCode).toBe(200);
    const refused = await spin(p, wednesday, 125);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error:
        "Weekly loss limit reached: this bet would take this week's losses past your 150-coin limit. It resets at 2030-01-07T00:00:00.000Z.",
      limit: 'weekly_loss',
      resetsAt: '2030-01-07T00:00:00.000Z',
    });
    // Sunday evening is still the same week; Monday 00:00 UTC starts a new one.
    t.clock.time = Date.parse('2030-01-06T23:59:59.999Z');
    expect((await spin(p, await p.openGame('roulette'), 25)).statusCode).toBe(403);
    t.clock.time = Date.parse('2030-01-07T00:00:00.000Z');
    expect((await spin(p, await p.openGame('roulette'), 125)).statusCode).toBe(200);
  });

  it('applies a raise only after 24 hours, without anyone reading the limits first', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds);
    await setLimits(p, { weeklyLossLimit: 100 });
    await arrangeSpins(p, seeds, [false, false, false]);
    expect((await spin(p, gameId, 100)).statusCode).toBe(200);
    const raised = await setLimits(p, { weeklyLossLimit: 1000 });
    expect(raised.limits.weeklyLossLimit).toBe(100);
    expect(raised.pending).toEqual([
      {
        field: 'weeklyLossLimit',
        value: 1000,
        appliesAt: new Date(TUESDAY_NOON + 24 * HOUR).toISOString(),
      },
    ]);
    // A day later the first table's wave is over: each spin opens the game again.
    t.clock.advance(24 * HOUR - 1);
    expect((await spin(p, await p.openGame('roulette'), 25)).statusCode).toBe(403);
    t.clock.advance(1);
    expect((await spin(p, await p.openGame('roulette'), 900)).statusCode).toBe(200);
  });

  it('checks every stake of a hand: a blackjack double past the limit is refused, the hand can still be stood', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds, 'blackjack');
    const fairness = await p.ok(routes.fairness);
    const serverSeed = seeds.byHash(fairness.serverSeedHash);
    const clientSeed = blackjackSeedWhere(serverSeed, fairness.nonce, (s) => s.phase === 'playing');
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    expect(startHand(50, roundRng(serverSeed, clientSeed, fairness.nonce)).phase).toBe('playing');
    await setLimits(p, { dailyLossLimit: 60 });

    await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
    const doubled = await p.call(routes.blackjackAction, {
      params: { gameId },
      body: { action: 'double' },
    });
    expect(doubled.statusCode).toBe(403);
    expect(doubled.json()).toMatchObject({
      error: expect.stringMatching(/^Daily loss limit reached: .* 60-coin limit/),
      limit: 'daily_loss',
      resetsAt: '2030-01-02T00:00:00.000Z',
    });
    expect(await p.coins()).toBe(4950);
    const stood = await p.ok(routes.blackjackAction, {
      params: { gameId },
      body: { action: 'stand' },
    });
    expect(stood.round.status).toBe('finished');
  });

  it('refuses the blinds of a poker hand past the limit', async () => {
    t.clock.time = TUESDAY_NOON;
    const { p, gameId } = await seatedPlayer(t, seeds, 'poker');
    await setLimits(p, { dailyLossLimit: 1 });
    const refused = await p.call(routes.pokerHand, { params: { gameId } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ limit: 'daily_loss' });
    expect(await p.coins()).toBe(5000);
  });
});
