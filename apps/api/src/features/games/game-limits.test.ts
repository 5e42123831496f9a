import { routes } from '@coinwave/api-contract';
import { startHand } from '@coinwave/blackjack-engine';
import { roundRng } from '@coinwave/game-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { blackjackSeedWhere, FixedSeeds, Player } from '../../test/rounds';
import { WAVE_ENDED } from '../rounds/lifecycle.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// In order: the tests share one app and one clock that they move by hours.
describe('game abuse limits', { shuffle: false }, () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  beforeAll(async () => {
    t = await createTestApp(
      {
        ROUND_ACTIONS_PER_MINUTE: '3',
        GAMES_OPENED_PER_MINUTE: '3',
        NEW_WAVE_MIN_AGE_MINUTES: '60',
      },
      { seedSource: seeds },
    );
  });
  afterAll(() => t.close());

  const player = async () => new Player(t.app, await signUp(t.app), { strings: () => [] });

  it('refuses round actions past the per-player limit with 429 and Retry-After, across tables, moving no coin', async () => {
    const p = await player();
    const slots = await p.openGame('slots');
    const roulette = await p.openGame('roulette');
    for (let i = 0; i < 3; i++)
      await p.ok(routes.slotsSpin, { params: { gameId: slots }, body: { bet: 10 } });
    const coins = await p.coins();
    const refused = await p.call(routes.rouletteSpin, {
      params: { gameId: roulette },
      body: { bets: [{ type: 'red', amount: 10 }] },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error).toBe(
      'You are playing faster than the tables allow: try again in 60 seconds',
    );
    await p.refused(routes.slotsSpin, { params: { gameId: slots }, body: { bet: 10 } }, 429);
    expect(await p.coins()).toBe(coins);
    // Another player is not slowed down by this one.
    const other = await player();
    await other.ok(routes.slotsSpin, {
      params: { gameId: await other.openGame('slots') },
      body: { bet: 10 },
    });
    t.clock.advance(MINUTE);
    await p.ok(routes.slotsSpin, { params: { gameId: slots }, body: { bet: 10 } });
  });

  it('refuses opening games past the per-player limit', async () => {
    const p = await player();
    for (const kind of ['slots', 'roulette', 'poker'] as const) await p.openGame(kind);
    const refused = await p.call(routes.createGame, { body: { kind: 'blackjack' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(
      /^You have opened many games in a short time: try again in \d+ seconds$/,
    );
    t.clock.advance(MINUTE);
    await p.openGame('blackjack');
  });

  it('takes no new round at a table of an ended wave, lets the hand in progress finish, and opens the next wave', async () => {
    t.clock.advance(HOUR);
    const p = await player();
    const blackjack = await p.openGame('blackjack');
    const slots = await p.openGame('slots');
    const fairness = await p.ok(routes.fairness);
    const clientSeed = blackjackSeedWhere(
      seeds.byHash(fairness.serverSeedHash),
      0,
      (s) => s.phase === 'playing',
    );
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    const local = startHand(50, roundRng(seeds.byHash(fairness.serverSeedHash), clientSeed, 0));
    expect(local.phase).toBe('playing');
    const dealt = await p.ok(routes.blackjackDeal, {
      params: { gameId: blackjack },
      body: { bet: 50 },
    });
    expect(dealt.round.status).toBe('in_progress');
    const oldWave = (await p.ok(routes.currentWave)).id;

    // Someone starts a new wave (the current one is over an hour old).
    t.clock.advance(MINUTE);
    const starter = await player();
    await starter.ok(routes.createWave);
    const coins = await p.coins();
    await p.refused(
      routes.slotsSpin,
      { params: { gameId: slots }, body: { bet: 10 } },
      409,
      new RegExp(`^${WAVE_ENDED}$`),
    );
    expect(await p.coins()).toBe(coins);

    // The hand in progress finishes; the old table then takes no new hand.
    t.clock.advance(MINUTE);
    const stood = await p.ok(routes.blackjackAction, {
      params: { gameId: blackjack },
      body: { action: 'stand' },
    });
    expect(stood.round.status).toBe('finished');
    await p.refused(
      routes.blackjackDeal,
      { params: { gameId: blackjack }, body: { bet: 50 } },
      409,
      /This wave has ended/,
    );

    // Opening the game again seats the player in the current wave.
    t.clock.advance(MINUTE);
    const fresh = await p.ok(routes.createGame, { body: { kind: 'slots' } });
    expect(fresh.waveId).not.toBe(oldWave);
    await p.ok(routes.slotsSpin, { params: { gameId: fresh.id }, body: { bet: 10 } });
  });

  it('takes no new round once the 4 hours are up, before anything rotated the wave', async () => {
    t.clock.advance(MINUTE);
    const p = await player();
    const slots = await p.openGame('slots');
    await p.ok(routes.slotsSpin, { params: { gameId: slots }, body: { bet: 10 } });
    t.clock.advance(4 * HOUR);
    await p.refused(
      routes.slotsSpin,
      { params: { gameId: slots }, body: { bet: 10 } },
      409,
      /This wave has ended/,
    );
  });
});
