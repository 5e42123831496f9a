import { routes, type RoundRecord } from '@coinwave/api-contract';
import { verifyRound } from '@coinwave/api-contract/replay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { blackjackSeedWhere, FixedSeeds, FrameTap, Player, slotsSeedFor } from '../../test/rounds';
import { ledgerSum, listLedger } from '../ledger/ledger.service';
import { settleIdleRounds } from './settlement.service';

const MINUTE = 60_000;

describe('every round ends: resume, settle by rule when idle, rotation never blocked forever', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  const secrets = { strings: () => seeds.secret() };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  /** A player whose next round (nonce 0) is a blackjack hand in play, or a slots bonus. */
  async function player(next: 'blackjack' | 'bonus') {
    const p = new Player(t.app, await signUp(t.app), secrets);
    const serverSeed = seeds.byHash((await p.ok(routes.fairness)).serverSeedHash);
    const clientSeed =
      next === 'bonus'
        ? slotsSeedFor(serverSeed, 0, true)
        : blackjackSeedWhere(serverSeed, 0, (s) => s.phase === 'playing');
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    return p;
  }
  async function abandonedHand() {
    const p = await player('blackjack');
    const gameId = await p.openGame('blackjack');
    const dealt = await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 100 } });
    expect(dealt.round.status).toBe('in_progress');
    return { p, gameId, roundId: dealt.round.id as string };
  }
  async function abandonedBonus() {
    const p = await player('bonus');
    const gameId = await p.openGame('slots');
    const spun = await p.ok(routes.slotsSpin, { params: { gameId }, body: { bet: 50 } });
    expect(spun.bonusTriggered).toBe(true);
    // One balloon popped by hand, then left alone.
    await p.ok(routes.slotsPop, { params: { gameId }, body: { balloonId: 11 } });
    return { p, gameId, roundId: spun.round.id as string };
  }
  const record = (p: Player, roundId: string): Promise<RoundRecord> =>
    p.ok(routes.round, { params: { roundId } });

  it('opening a game with an unfinished round resumes its session, even across a wave change', async () => {
    // Dealt a minute before the wave ends, so the hand is not idle when the next wave starts.
    const wave = await (await player('blackjack')).ok(routes.currentWave);
    t.clock.time = Date.parse(wave.endTime) - MINUTE;
    const { p, gameId, roundId } = await abandonedHand();
    const firstWave = (await p.ok(routes.currentWave)).id;
    t.clock.advance(2 * MINUTE);
    expect((await p.ok(routes.currentWave)).id).not.toBe(firstWave);
    const opened = await p.ok(routes.createGame, { body: { kind: 'blackjack' } });
    expect(opened).toMatchObject({ id: gameId, waveId: firstWave, resumed: true });
    const table = await p.ok(routes.blackjackTable, { params: { gameId } });
    expect(table.round).toMatchObject({ id: roundId, status: 'in_progress' });
    expect(table.view.phase).toBe('playing');
    expect(await p.ok(routes.openRounds)).toEqual([
      expect.objectContaining({ id: roundId, game: 'blackjack', gameId, idle: false }),
    ]);
    // Another game kind opens a fresh session in the current wave.
    const slots = await p.ok(routes.createGame, { body: { kind: 'slots' } });
    expect(slots.resumed).toBeUndefined();
    expect(slots.waveId).not.toBe(firstWave);

    // The session stays the player's own: anyone else is refused.
    const other = new Player(t.app, await signUp(t.app), secrets);
    await other.refused(routes.blackjackTable, { params: { gameId } }, 403, /another player/);
    await other.refused(
      routes.blackjackAction,
      { params: { gameId }, body: { action: 'stand' } },
      403,
    );
    await p.ok(routes.blackjackAction, { params: { gameId }, body: { action: 'stand' } });
  });

  it('a sweep settles an idle hand and an idle bonus once each, even when two run at once', async () => {
    const hand = await abandonedHand();
    const bonus = await abandonedBonus();
    const taps = [hand, bonus].map(({ p }) => new FrameTap(t.app, p.who.user.id, 'no-wave-needed'));

    t.clock.advance(10 * MINUTE - 1000);
    expect(await settleIdleRounds(t.app.ctx, { userId: hand.p.who.user.id })).toBe(0);
    t.clock.advance(1000);
    const users = [hand, bonus].map(({ p }) => p.who.user.id);
    const counts = await Promise.all(
      users.flatMap((userId) => [
        settleIdleRounds(t.app.ctx, { userId }),
        settleIdleRounds(t.app.ctx, { userId }),
      ]),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);

    for (const { p, roundId } of [hand, bonus]) {
      const r = await record(p, roundId);
      expect(r).toMatchObject({ status: 'finished', settledBy: 'rule' });
      const entries = (await listLedger(t.app.ctx.db, p.who.user.id)).filter(
        (e) => e.round_id === roundId,
      );
      const credits = entries.filter((e) => e.amount > 0);
      expect(credits.length).toBe(r.payout > 0 ? 1 : 0);
      for (const credit of credits) expect(credit).toMatchObject({ kind: 'auto_settle' });
      expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(await p.coins());
      expect((await p.ok(routes.me)).gamesPlayed).toBe(1);
    }
    // Blackjack stood on every hand; the bonus popped the rest lowest id first.
    const handRecord = await record(hand.p, hand.roundId);
    expect(handRecord.detail).toMatchObject({ game: 'blackjack', actions: ['stand'] });
    const bonusRecord = await record(bonus.p, bonus.roundId);
    const pops = (bonusRecord.detail as { bonus: { pops: number[] } }).bonus.pops;
    expect(pops[0]).toBe(11);
    expect(pops.slice(1)).toEqual([...pops.slice(1)].sort((a, b) => a - b));
    // Each player's tabs heard the new balance.
    for (const tap of taps) expect(tap.frames.some((f) => f.type === 'user_update')).toBe(true);
    for (const tap of taps) tap.close();

    // Acting on the settled round: 409 naming what happened, with the round and its result.
    const late = await hand.p.call(routes.blackjackAction, {
      params: { gameId: hand.gameId },
      body: { action: 'hit' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/^This round was settled automatically after 10 minutes/);
    expect(late.json().round).toMatchObject({ id: hand.roundId, settledBy: 'rule' });
    const latePop = await bonus.p.call(routes.slotsPop, {
      params: { gameId: bonus.gameId },
      body: { balloonId: 0 },
    });
    expect(latePop.statusCode).toBe(409);
    expect(latePop.json().round).toMatchObject({ id: bonus.roundId });

    // With the rounds settled, rotation reveals the seed and the verifier replays them.
    for (const { p, roundId } of [hand, bonus]) {
      seeds.reveal((await p.ok(routes.fairness)).serverSeedHash);
      await p.ok(routes.rotateSeed);
      const replayed = verifyRound(await record(p, roundId));
      expect(replayed.problems).toEqual([]);
    }
  });

  it('rotation settles idle rounds itself, and refuses naming a round still in play', async () => {
    const { p, gameId, roundId } = await abandonedHand();
    const refusal = await p.call(routes.rotateSeed);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().error).toMatch(/^Finish your blackjack hand before rotating the seed/);
    expect(refusal.json().openRounds).toEqual([
      expect.objectContaining({ id: roundId, game: 'blackjack', gameId, idle: false }),
    ]);
    t.clock.advance(10 * MINUTE);
    seeds.reveal((await p.ok(routes.fairness)).serverSeedHash);
    const rotated = await p.ok(routes.rotateSeed);
    expect(rotated.revealed.rounds).toBe(1);
    const settled = await record(p, roundId);
    expect(settled).toMatchObject({ status: 'finished', settledBy: 'rule' });
    expect(verifyRound(settled).problems).toEqual([]);
  });

  it("a wave's end settles its idle rounds", async () => {
    const { p, roundId } = await abandonedBonus();
    t.clock.advance(4 * 60 * MINUTE);
    await p.ok(routes.currentWave);
    expect(await record(p, roundId)).toMatchObject({ status: 'finished', settledBy: 'rule' });
  });
});
