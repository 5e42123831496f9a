import { routes, type LuckReport, type RoundRecord } from '@coinwave/api-contract';
import { SIMULATED_RETURN } from '@coinwave/blackjack-engine';
import { exactRtp } from '@coinwave/slots-engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { FixedSeeds, Player, slotsSeedFor } from '../../test/rounds';
import { countPendingRounds } from './luck.service';

describe('the luck report', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  const secrets = { strings: () => seeds.secret() };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());
  const player = async () => new Player(t.app, await signUp(t.app), secrets);

  /** The player's rounds of a game, summed as the report should sum them. */
  const sums = (rounds: RoundRecord[], game: RoundRecord['game']) => {
    const mine = rounds.filter((r) => r.game === game);
    return {
      rounds: mine.length,
      wagered: mine.reduce((s, r) => s + r.stake, 0),
      returned: mine.reduce((s, r) => s + r.payout, 0),
    };
  };

  it('needs a signed-in player', async () => {
    expect((await call(t.app, routes.luck)).statusCode).toBe(401);
  });

  it('before any round: zeros everywhere and a sentence saying so', async () => {
    const report = await (await player()).ok<LuckReport>(routes.luck);
    expect(report.games.map((g) => g.game)).toEqual(['slots', 'blackjack', 'poker', 'roulette']);
    expect(report.games.map((g) => g.figures.basis)).toEqual([
      'exact',
      'simulated',
      'simulated',
      'exact',
    ]);
    expect(report.total).toMatchObject({
      rounds: 0,
      wagered: 0,
      actualReturn: null,
      expectedReturn: null,
      stdDev: 0,
      deviations: null,
      verdict: 'No rounds yet: play a few and your luck shows here.',
    });
    expect(report.chart).toEqual({ rounds: 0, points: [] });
    expect(report.pending).toBe(0);
    expect(report.games[3]!.model).toMatch(/^Exact, over the 37 pockets/);
    expect(report.games[1]!.model).toMatch(/^Simulated \(10,000,000 hands of basic strategy\)/);
  });

  it('matches hand-computed expectations for a seeded set of rounds', async () => {
    const p = await player();
    const [roulette, slots, blackjack] = [
      await p.openGame('roulette'),
      await p.openGame('slots'),
      await p.openGame('blackjack'),
    ];
    const serverSeed = seeds.byHash((await p.ok(routes.fairness)).serverSeedHash);
    const spins = [
      [{ type: 'straight', numbers: [17], amount: 25 }],
      [
        { type: 'red', amount: 50 },
        { type: 'black', amount: 50 },
      ],
      [{ type: 'dozen', index: 2, amount: 100 }],
    ];
    for (const bets of spins)
      await p.ok(routes.rouletteSpin, { params: { gameId: roulette }, body: { bets } });
    for (let i = 0; i < 2; i++) {
      const { nonce } = await p.ok(routes.fairness);
      await p.ok(routes.setClientSeed, {
        body: { clientSeed: slotsSeedFor(serverSeed, nonce, false, 10) },
      });
      await p.ok(routes.slotsSpin, { params: { gameId: slots }, body: { bet: 10 } });
    }
    let hand = await p.ok(routes.blackjackDeal, {
      params: { gameId: blackjack },
      body: { bet: 50 },
    });
    while (hand.view.phase === 'playing')
      hand = await p.ok(routes.blackjackAction, {
        params: { gameId: blackjack },
        body: { action: 'stand' },
      });

    // By hand. Roulette: every bet loses 1/37 of its stake on average; per coin, a bet covering k
    // numbers has variance 1296/(37k) − 1296/1369 (straight: (216/37)², dozen: 2700/1369); red
    // and black together win 100 on 36 pockets of 37. Slots: bet × (RTP − 1) and (bet × σ)² from
    // the par sheet. Blackjack: bet × the published mean net, (bet × σ)².
    const sheet = exactRtp();
    const expected = {
      roulette: {
        expectedNet: -(25 + 100 + 100) / 37,
        variance:
          (25 * 216) ** 2 / 37 ** 2 + (360000 / 37 - (3600 / 37) ** 2) + (10000 * 2700) / 1369,
      },
      slots: { expectedNet: 2 * 10 * (sheet.totalRtp - 1), variance: 2 * (10 * sheet.stdDev) ** 2 },
      blackjack: {
        expectedNet: 50 * SIMULATED_RETURN.basic.meanNet,
        variance: (50 * SIMULATED_RETURN.basic.stdDev) ** 2,
      },
    };
    const rounds = (await p.ok(routes.rounds, { query: { limit: '100' } })).rounds as RoundRecord[];
    const report = await p.ok<LuckReport>(routes.luck);
    for (const game of ['roulette', 'slots', 'blackjack'] as const) {
      const f = report.games.find((g) => g.game === game)!.figures;
      const actual = sums(rounds, game);
      expect(f).toMatchObject({ ...actual, net: actual.returned - actual.wagered });
      expect(f.expectedNet).toBeCloseTo(expected[game].expectedNet, 9);
      expect(f.expectedReturned).toBeCloseTo(actual.wagered + expected[game].expectedNet, 9);
      expect(f.actualReturn).toBeCloseTo(actual.returned / actual.wagered, 12);
      expect(f.stdDev).toBeCloseTo(Math.sqrt(expected[game].variance), 9);
      const z =
        (actual.returned - actual.wagered - expected[game].expectedNet) /
        Math.sqrt(expected[game].variance);
      expect(f.deviations).toBeCloseTo(z, 9);
      expect(f.verdict).toContain(Math.abs(z).toFixed(1));
    }
    expect(report.games.find((g) => g.game === 'poker')!.figures.rounds).toBe(0);

    const all = { rounds: 6, wagered: 0, returned: 0 };
    for (const g of ['roulette', 'slots', 'blackjack'] as const) {
      all.wagered += sums(rounds, g).wagered;
      all.returned += sums(rounds, g).returned;
    }
    const expectedNet =
      expected.roulette.expectedNet + expected.slots.expectedNet + expected.blackjack.expectedNet;
    const stdDev = Math.sqrt(
      expected.roulette.variance + expected.slots.variance + expected.blackjack.variance,
    );
    expect(report.total).toMatchObject({ ...all, basis: 'mixed' });
    expect(report.total.expectedNet).toBeCloseTo(expectedNet, 9);
    expect(report.total.stdDev).toBeCloseTo(stdDev, 9);
    expect(report.total.deviations).toBeCloseTo(
      (all.returned - all.wagered - expectedNet) / stdDev,
      9,
    );
    // The chart: every round, in the order they finished, ending on the totals.
    expect(report.chart.rounds).toBe(6);
    expect(report.chart.points.map((pt) => pt.round)).toEqual([1, 2, 3, 4, 5, 6]);
    const last = report.chart.points.at(-1)!;
    expect(last.net).toBe(all.returned - all.wagered);
    expect(last.expectedNet).toBeCloseTo(expectedNet, 9);
    expect(last.stdDev).toBeCloseTo(stdDev, 9);
    expect(report.chart.points[0]!.expectedNet).toBeCloseTo(-25 / 37, 9);
  });

  it('counts rounds from before the report once, however many sweeps run', async () => {
    const p = await player();
    const roulette = await p.openGame('roulette');
    for (let i = 0; i < 4; i++)
      await p.ok(routes.rouletteSpin, {
        params: { gameId: roulette },
        body: { bets: [{ type: 'straight', numbers: [i], amount: 25 }] },
      });
    const counted = await p.ok<LuckReport>(routes.luck);
    // As the rounds were before migration 0011: no expectation yet, no totals.
    const db = t.app.ctx.db;
    await sql`update rounds set expected_net = null, net_variance = null where user_id = ${p.who.user.id}`.execute(
      db,
    );
    await sql`delete from luck_totals where user_id = ${p.who.user.id}`.execute(db);
    const before = await p.ok<LuckReport>(routes.luck);
    expect(before.pending).toBe(4);
    expect(before.total.rounds).toBe(0);
    expect(before.chart.rounds).toBe(0);

    const swept = await Promise.all([countPendingRounds(t.app.ctx), countPendingRounds(t.app.ctx)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    expect(await countPendingRounds(t.app.ctx)).toBe(0);
    const after = await p.ok<LuckReport>(routes.luck);
    expect(after.pending).toBe(0);
    expect({ ...after, generatedAt: '' }).toEqual({ ...counted, generatedAt: '' });
  });
});
