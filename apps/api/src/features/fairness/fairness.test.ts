import { sql } from 'kysely';
import { routes, type RoundRecord } from '@coinwave/api-contract';
import { verifyRound } from '@coinwave/api-contract/replay';
import { hashServerSeed } from '@coinwave/game-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { assertNoSecrets, FixedSeeds, Player } from '../../test/rounds';

describe('provably fair seeds', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  const secrets = { strings: () => seeds.secret() };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  const player = async () => new Player(t.app, await signUp(t.app), secrets);
  /** PostgreSQL's count of deadlocks in this database (always 0 on SQLite, which has none). */
  const deadlocks = async () =>
    t.app.database.dialect === 'postgres'
      ? (
          await sql<{
            deadlocks: number;
          }>`select deadlocks from pg_stat_database where datname = current_database()`.execute(
            t.app.ctx.db,
          )
        ).rows[0]!.deadlocks
      : 0;

  it('shows only the hash of the active server seed, a default client seed and the next nonce', async () => {
    const p = await player();
    const fairness = await p.ok(routes.fairness);
    expect(fairness).toEqual({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      holder: expect.stringMatching(/^anon-[0-9a-f]{16}$/),
      clientSeed: expect.any(String),
      nonce: 0,
      openRounds: [],
      idleRoundMinutes: 10,
    });
    expect(hashServerSeed(seeds.byHash(fairness.serverSeedHash))).toBe(fairness.serverSeedHash);
    expect(await p.ok(routes.fairness)).toEqual(fairness);
  });

  it("a new player's first rounds on many tables at once commit one seed and take nonces 0, 1, 2, ...", async () => {
    const p = await player();
    const tables = [];
    for (let i = 0; i < 8; i++) tables.push(await p.openGame('slots'));
    const deadlocksBefore = await deadlocks();
    const replies = await Promise.all(
      tables.map((gameId) => p.ok(routes.slotsSpin, { params: { gameId }, body: { bet: 10 } })),
    );
    expect(replies.map((r) => r.round.nonce).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(new Set(replies.map((r) => r.round.serverSeedHash)).size).toBe(1);
    const seeds = await t.app.ctx.db
      .selectFrom('fairness_seeds')
      .select('id')
      .where('user_id', '=', p.who.user.id)
      .execute();
    expect(seeds).toHaveLength(1);
    expect((await p.ok(routes.fairness)).nonce).toBe(8);
    // A first round takes its locks in the order every round does (a deadlock would be retried
    // unseen, so count them).
    expect(await deadlocks()).toBe(deadlocksBefore);
  });

  it('sets a client seed of 1-64 printable characters and refuses anything else', async () => {
    const p = await player();
    expect(
      (await p.ok(routes.setClientSeed, { body: { clientSeed: 'my lucky seed ~!' } })).clientSeed,
    ).toBe('my lucky seed ~!');
    expect(
      (await p.ok(routes.setClientSeed, { body: { clientSeed: 'x'.repeat(64) } })).clientSeed,
    ).toBe('x'.repeat(64));
    for (const clientSeed of [
      '',
      'x'.repeat(65),
      'tab\there',
      ' leading',
      'trailing ',
      'émoji',
      42,
      null,
    ]) {
      await p.refused(routes.setClientSeed, { body: { clientSeed } }, 400);
    }
    await p.refused(routes.setClientSeed, { body: { clientSeed: 'ok', more: 1 } }, 400);
    expect((await p.ok(routes.fairness)).clientSeed).toBe('x'.repeat(64));
  });

  it('rotation reveals a seed that hashes to the commitment and replays every round of every game', async () => {
    const p = await player();
    const slots = await p.openGame('slots');
    const roulette = await p.openGame('roulette');
    const blackjack = await p.openGame('blackjack');
    const before = await p.ok(routes.fairness);

    for (let i = 0; i < 12; i++) {
      if (i === 5)
        await p.ok(routes.setClientSeed, { body: { clientSeed: `changed mid-way ${i}` } });
      const spun = await p.ok(routes.slotsSpin, { params: { gameId: slots }, body: { bet: 10 } });
      for (let id = 0; spun.round.status !== 'finished' && id < 12; id++) {
        const popped = await p.ok(routes.slotsPop, {
          params: { gameId: slots },
          body: { balloonId: id },
        });
        spun.round = popped.round;
      }
      await p.ok(routes.rouletteSpin, {
        params: { gameId: roulette },
        body: {
          bets: [
            { type: 'red', amount: 25 },
            { type: 'straight', numbers: [i], amount: 25 },
            { type: 'red', amount: 50 },
          ],
        },
      });
      let hand = await p.ok(routes.blackjackDeal, {
        params: { gameId: blackjack },
        body: { bet: 50 },
      });
      while (hand.view.phase === 'playing') {
        const action = hand.view.actions.includes('split')
          ? 'split'
          : hand.view.actions.includes('double') && i % 2
            ? 'double'
            : hand.view.hands[hand.view.activeHand].total < 15
              ? 'hit'
              : 'stand';
        hand = await p.ok(routes.blackjackAction, {
          params: { gameId: blackjack },
          body: { action },
        });
      }
    }

    const history: RoundRecord[] = [];
    let page = await p.ok(routes.rounds, { query: { limit: '10' } });
    for (;;) {
      history.push(...page.rounds);
      if (page.nextBefore === null) break;
      page = await p.ok(routes.rounds, { query: { limit: '10', before: String(page.nextBefore) } });
    }
    expect(history.map((r) => r.nonce)).toEqual(Array.from({ length: 36 }, (_, i) => 35 - i));
    expect(
      history.every((r) => r.serverSeed === null && r.serverSeedHash === before.serverSeedHash),
    ).toBe(true);
    expect(history.every((r) => !verifyRound(r).ok)).toBe(true);

    seeds.reveal(before.serverSeedHash); // about to be revealed: no longer a secret
    const rotated = await p.ok(routes.rotateSeed);
    expect(rotated.revealed).toEqual({
      serverSeed: seeds.byHash(before.serverSeedHash),
      serverSeedHash: before.serverSeedHash,
      rounds: 36,
    });
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.fairness.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated.fairness.nonce).toBe(36);

    const after = (await p.ok(routes.rounds, { query: { limit: '100' } })).rounds as RoundRecord[];
    expect(after).toHaveLength(36);
    for (const record of after) {
      expect(record.serverSeed).toBe(rotated.revealed.serverSeed);
      const verdict = verifyRound(record);
      expect(verdict.problems, `${record.game} nonce ${record.nonce}`).toEqual([]);
      expect(verdict.ok).toBe(true);
    }
    // A tampered record fails verification.
    const tampered = { ...after[0]!, payout: after[0]!.payout + 1 };
    expect(verifyRound(tampered).ok).toBe(false);
    expect(verifyRound(after[0]!, 'f'.repeat(64)).problems[0]).toMatch(/does not match the hash/);

    // The next round uses the new seed.
    const next = await p.ok(routes.rouletteSpin, {
      params: { gameId: roulette },
      body: { bets: [{ type: 'odd', amount: 25 }] },
    });
    expect(next.round).toMatchObject({
      nonce: 36,
      serverSeedHash: rotated.fairness.serverSeedHash,
    });
  });

  it('lists only your own rounds and validates the query strictly', async () => {
    const p = await player();
    const other = await player();
    const gameId = await p.openGame('roulette');
    const spun = await p.ok(routes.rouletteSpin, {
      params: { gameId },
      body: { bets: [{ type: 'even', amount: 25 }] },
    });
    await other.refused(routes.round, { params: { roundId: spun.round.id } }, 404);
    expect((await other.ok(routes.rounds)).rounds).toEqual([]);
    for (const q of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'before=-1',
      'limit=1&limit=2',
      'other=1',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/rounds?${q}`,
        headers: { cookie: p.who.cookie },
      });
      expect(res.statusCode, q).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/rounds' })).statusCode).toBe(401);
  });

  it('the secret scan catches each kind of leak', async () => {
    const s = {
      strings: () => ['a'.repeat(64)],
      hiddenCards: async () => [{ suit: 'spades' as const, rank: 'A' as const, value: 11 }],
    };
    await expect(assertNoSecrets({ x: `seed ${'a'.repeat(64)}` }, s)).rejects.toThrow();
    await expect(assertNoSecrets({ deck: [] }, s)).rejects.toThrow();
    await expect(
      assertNoSecrets({ cards: [{ rank: 'A', suit: 'spades', value: 11 }] }, s),
    ).rejects.toThrow();
    await expect(
      assertNoSecrets({ balloons: [{ id: 1, popped: false, isWrong: true }] }, s),
    ).rejects.toThrow();
    await expect(
      assertNoSecrets(
        { cards: [{ rank: 'K', suit: 'spades', value: 10 }], balloons: [{ id: 1, popped: false }] },
        s,
      ),
    ).resolves.toBeUndefined();
  });
});
