import { routes } from '@coinwave/api-contract';
import { roundRng } from '@coinwave/game-core';
import { popBalloon, spin, startRound } from '@coinwave/slots-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerSum } from '../ledger/ledger.service';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { assertNoSecrets, FixedSeeds, FrameTap, Player, slotsSeedFor } from '../../test/rounds';

describe('slots rounds', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  const secrets = { strings: () => seeds.secret() };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  const player = async () => new Player(t.app, await signUp(t.app), secrets);

  it('spins with the round Rng of (server seed, client seed, nonce) and settles in one transaction', async () => {
    const p = await player();
    const gameId = await p.openGame('slots');
    const fairness = await p.ok(routes.fairness);
    expect(fairness).toMatchObject({ nonce: 0, openRounds: [] });
    const serverSeed = seeds.byHash(fairness.serverSeedHash);
    const clientSeed = slotsSeedFor(serverSeed, 0, false);
    await p.ok(routes.setClientSeed, { body: { clientSeed } });

    const reply = await p.ok(routes.slotsSpin, { params: { gameId }, body: { bet: 50 } });
    const expected = spin(50, roundRng(serverSeed, clientSeed, 0));
    expect(reply).toMatchObject({
      stops: expected.stops,
      grid: expected.grid,
      lineWins: expected.lineWins,
      lineWin: expected.totalWin,
      bonus: null,
      winnings: expected.totalWin,
      net: expected.totalWin - 50,
    });
    expect(reply.round).toEqual({
      id: expect.any(String),
      gameId,
      game: 'slots',
      status: 'finished',
      nonce: 0,
      clientSeed,
      serverSeedHash: fairness.serverSeedHash,
    });
    expect(reply.balance).toBe(5000 - 50 + expected.totalWin);
    expect(await p.coins()).toBe(reply.balance);
    expect((await p.ok(routes.fairness)).nonce).toBe(1);

    const record = await p.ok(routes.round, { params: { roundId: reply.round.id } });
    expect(record).toMatchObject({
      game: 'slots',
      status: 'finished',
      stake: 50,
      payout: expected.totalWin,
      nonce: 0,
      clientSeed,
      serverSeed: null,
      detail: { game: 'slots', bet: 50, stops: expected.stops, bonus: null },
    });
    // A one-shot round keeps no working state: the record above is all there is, from its detail.
    const row = await t.app.ctx.db
      .selectFrom('rounds')
      .select('state')
      .where('id', '=', reply.round.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('{}');
  });

  it('runs the balloon bonus server-side: hidden layout, one credit at the 4th wrong pop, resumable', async () => {
    const p = await player();
    const tap = new FrameTap(t.app, p.who.user.id, (await p.ok(routes.currentWave)).id);
    const gameId = await p.openGame('slots');
    const serverSeed = seeds.byHash((await p.ok(routes.fairness)).serverSeedHash);
    const clientSeed = slotsSeedFor(serverSeed, 0, true);
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    const local = startRound(50, roundRng(serverSeed, clientSeed, 0));

    const spun = await p.ok(routes.slotsSpin, { params: { gameId }, body: { bet: 50 } });
    expect(spun.round.status).toBe('in_progress');
    expect(spun.bonusTriggered).toBe(true);
    expect(spun.bonus.balloons).toHaveLength(12);
    expect(spun.balance).toBe(4950);
    expect(spun.outcome).toBeNull();

    // Blocked until the bonus ends: another spin, a seed rotation.
    await p.refused(
      routes.slotsSpin,
      { params: { gameId }, body: { bet: 50 } },
      409,
      /balloon bonus/,
    );
    await p.refused(routes.rotateSeed, {}, 409, /slots balloon bonus/);
    expect((await p.ok(routes.fairness)).openRounds).toEqual([
      expect.objectContaining({ id: spun.round.id, game: 'slots', gameId, idle: false }),
    ]);
    await p.refused(
      routes.slotsPop,
      { params: { gameId }, body: { balloonId: 12 } },
      422,
      /no such balloon/,
    );
    await p.refused(routes.slotsPop, { params: { gameId }, body: { balloonId: '1' } }, 400);

    // Resumable after a reload.
    const resumed = await p.ok(routes.slotsTable, { params: { gameId } });
    expect(resumed.current.round.id).toBe(spun.round.id);
    expect(resumed.current.bonus).toEqual(spun.bonus);

    let bonus = local.bonus!;
    const pops: number[] = [];
    let last;
    for (let id = 0; bonus.phase === 'popping'; id++) {
      last = await p.ok(routes.slotsPop, { params: { gameId }, body: { balloonId: id } });
      const expected = popBalloon(bonus, id);
      if (!expected.ok) throw new Error(expected.error);
      bonus = expected.state;
      pops.push(id);
      expect(last.lastPop).toEqual({
        id,
        isWrong: expected.balloon.isWrong,
        prize: expected.balloon.prize,
      });
      if (id === 0)
        await p.refused(
          routes.slotsPop,
          { params: { gameId }, body: { balloonId: 0 } },
          409,
          /already popped/,
        );
    }
    const total = local.spin.totalWin + bonus.totalWin;
    expect(last).toMatchObject({
      winnings: total,
      net: total - 50,
      round: { status: 'finished' },
      balance: 4950 + total,
    });
    expect(await p.coins()).toBe(4950 + total);
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(4950 + total);
    await p.refused(
      routes.slotsPop,
      { params: { gameId }, body: { balloonId: 11 } },
      409,
      /no balloon bonus/,
    );
    expect((await p.ok(routes.slotsTable, { params: { gameId } })).current).toBeNull();

    const record = await p.ok(routes.round, { params: { roundId: spun.round.id } });
    expect(record.detail).toEqual({
      game: 'slots',
      bet: 50,
      stops: local.spin.stops,
      lineWin: local.spin.totalWin,
      bonus: { pops, totalWin: bonus.totalWin },
    });
    expect(
      tap.frames.some((f) => f.type === 'user_update' && f.payload.data.coins === 4950 + total),
    ).toBe(true);
    // The wave's coalesced frame, with its figures, is sent once the feed's timer is up.
    await vi.waitFor(() =>
      expect(tap.frames.some((f) => f.type === 'wave_update' && f.payload.figures)).toBe(true),
    );
    for (const frame of tap.frames) await assertNoSecrets(frame, secrets, 'socket frame');
  });

  it('refuses bad bets, foreign and wrong tables, and overdrafts, changing nothing', async () => {
    const p = await player();
    const other = await player();
    const gameId = await p.openGame('slots');
    const roulette = await p.openGame('roulette');
    await p.refused(
      routes.slotsSpin,
      { params: { gameId }, body: { bet: 15 } },
      422,
      /steps of 10/,
    );
    await p.refused(
      routes.slotsSpin,
      { params: { gameId }, body: { bet: 0 } },
      422,
      /minimum bet is 10/,
    );
    await p.refused(routes.slotsSpin, { params: { gameId }, body: { bet: '50' } }, 400);
    await p.refused(routes.slotsSpin, { params: { gameId }, body: { bet: 50, extra: 1 } }, 400);
    await p.refused(
      routes.slotsSpin,
      { params: { gameId }, body: { bet: 5010 } },
      422,
      /Not enough coins/,
    );
    await p.refused(
      routes.slotsSpin,
      { params: { gameId: roulette }, body: { bet: 50 } },
      409,
      /roulette table/,
    );
    await p.refused(routes.slotsSpin, { params: { gameId: 'nope' }, body: { bet: 50 } }, 404);
    await other.refused(routes.slotsSpin, { params: { gameId }, body: { bet: 50 } }, 403);
    await p.refused(
      routes.slotsPop,
      { params: { gameId }, body: { balloonId: 0 } },
      409,
      /no balloon bonus/,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/slots/spin`,
      payload: { bet: 50 },
      headers: { origin: 'http://localhost:80' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await p.coins()).toBe(5000);
    expect((await p.ok(routes.fairness)).nonce).toBe(0);
    expect((await p.ok(routes.rounds)).rounds).toEqual([]);
  });

  it('20 parallel spins on a fresh account: balance = 5,000 - bets + winnings = ledger sum, never negative', async () => {
    const p = await player();
    const gameIds = await Promise.all(Array.from({ length: 20 }, () => p.openGame('slots')));
    const replies = await Promise.all(
      gameIds.map((gameId) => p.call(routes.slotsSpin, { params: { gameId }, body: { bet: 400 } })),
    );
    const accepted = replies.filter((r) => r.statusCode === 200).map((r) => r.json());
    for (const r of replies)
      if (r.statusCode !== 200) expect(r.json().error).toBe('Not enough coins');
    expect(accepted.length).toBeGreaterThanOrEqual(12);
    // Bonus rounds are still open: pay them out before counting.
    for (const reply of accepted.filter((r) => r.bonus)) {
      let state = reply;
      for (let id = 0; state.round.status !== 'finished'; id++)
        state = await p.ok(routes.slotsPop, {
          params: {
            gameId:
              gameIds[
                replies.findIndex(
                  (r) => r.statusCode === 200 && r.json().round.id === reply.round.id,
                )
              ]!,
          },
          body: { balloonId: id },
        });
      reply.winnings = state.winnings;
    }
    const coins = await p.coins();
    expect(coins).toBe(
      5000 - 400 * accepted.length + accepted.reduce((sum, r) => sum + r.winnings, 0),
    );
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(coins);
    const nonces = accepted.map((r) => r.round.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: accepted.length }, (_, i) => i));
    for (const r of accepted) expect(r.balance).toBeGreaterThanOrEqual(0);
  });
});
