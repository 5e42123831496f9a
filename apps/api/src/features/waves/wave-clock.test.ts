import { routes, type PastWave } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { withTransaction } from '../../db/transaction';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, TEST_SCRYPT, type TestApp } from '../../test/harness';
import { FrameTap } from '../../test/rounds';
import { moveCoins } from '../ledger/ledger.service';
import { startWaveClock, WAVE_RECHECK_MS, type Timers } from './wave-clock';
import { WAVE_LENGTH_MS } from '@coinwave/api-contract';
import { ensureCurrentWave } from './waves.service';

/** Timers a test fires by hand: the clock's one pending timer and its delay. */
class HandTimers implements Timers {
  pending: { fn: () => void; ms: number } | null = null;
  set = (fn: () => void, ms: number) => (this.pending = { fn, ms });
  clear = () => (this.pending = null);
}

// In order: the tests share one clock and follow one sequence of waves.
describe('the wave clock', { shuffle: false }, () => {
  let t: TestApp;
  let winner: Signed;
  let loser: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    [winner, loser] = [await signUp(t.app), await signUp(t.app)];
  });
  afterAll(() => t.close());

  const current = async () =>
    (await call(t.app, routes.currentWave, { cookie: winner.cookie })).json();
  /** A finished round of `stake` paying `payout` in the wave, straight through the ledger. */
  const round = (who: Signed, waveId: string, roundId: string, stake: number, payout: number) =>
    withTransaction(t.app.ctx.db, async (trx) => {
      await moveCoins(
        trx,
        {
          userId: who.user.id,
          amount: -stake,
          kind: 'round_debit',
          roundId,
          waveId,
        },
        t.app.ctx.now(),
      );
      if (payout > 0)
        await moveCoins(
          trx,
          {
            userId: who.user.id,
            amount: payout,
            kind: 'round_credit',
            roundId,
            waveId,
          },
          t.app.ctx.now(),
        );
    });
  const join = (who: Signed) =>
    call(t.app, routes.joinWave, { cookie: who.cookie, body: { userId: who.user.id } });
  /** Runs the clock's pending timer, after moving the server clock by `advance` ms. */
  const fire = async (timers: HandTimers, advance = timers.pending!.ms) => {
    const { fn } = timers.pending!;
    timers.pending = null;
    t.clock.advance(advance);
    fn();
    // The tick is async: wait until it has armed the next timer.
    await expect.poll(() => timers.pending).not.toBeNull();
  };

  it('ends a wave at its 4-hour mark, starts the next at that instant and crowns its champion', async () => {
    const timers = new HandTimers();
    const stop = startWaveClock(t.app.ctx, (e) => expect.fail(String(e)), timers);
    await expect.poll(() => timers.pending).not.toBeNull();
    const first = await current();
    expect(timers.pending!.ms).toBe(WAVE_RECHECK_MS);

    await join(winner);
    await join(loser);
    await round(winner, first.id, 'w1', 100, 400);
    await round(loser, first.id, 'l1', 100, 0);
    const tap = new FrameTap(t.app, winner.user.id, first.id);

    // A recheck 10 s before the end arms the timer for the exact mark, not the next recheck.
    t.clock.time = Date.parse(first.endTime) - 10_000;
    await fire(timers, 0);
    expect(timers.pending!.ms).toBe(10_000);
    await fire(timers);
    expect(timers.pending!.ms).toBe(WAVE_RECHECK_MS);
    stop();
    expect(timers.pending).toBeNull();

    const second = await current();
    expect(second.number).toBe(first.number + 1);
    expect(second.startTime).toBe(first.endTime);
    expect(Date.parse(second.endTime) - Date.parse(second.startTime)).toBe(WAVE_LENGTH_MS);

    const past = (await call(t.app, routes.pastWaves, { cookie: winner.cookie })).json();
    expect(past.waves[0]).toEqual({
      id: first.id,
      number: first.number,
      startTime: first.startTime,
      endTime: first.endTime,
      players: 2,
      champion: {
        user: { id: winner.user.id, username: winner.user.username, avatarUrl: null },
        score: 300,
      },
    } satisfies PastWave);
    const achievements = (
      await call(t.app, routes.achievements, {
        cookie: winner.cookie,
        params: { id: winner.user.id },
      })
    ).json();
    expect(achievements).toContainEqual(
      expect.objectContaining({
        type: 'wave_champion',
        title: 'Wave Champion',
        description: `Top of the leaderboard when wave #${first.number} ended`,
      }),
    );
    expect(tap.frames).toContainEqual(
      expect.objectContaining({
        type: 'notification',
        payload: expect.objectContaining({ title: '🏆 Wave Champion' }),
      }),
    );
    tap.close();
  });

  it('names no champion when nobody ended ahead, and keeps the 4-hour rhythm after an outage', async () => {
    const wave = await current();
    await join(loser);
    await round(loser, wave.id, 'l2', 100, 50);
    // The server was down for 9 hours: the next wave starts at the latest mark, not "now".
    t.clock.time = Date.parse(wave.endTime) + 5 * 3600_000;
    const next = await current();
    expect(next.number).toBe(wave.number + 1);
    expect(Date.parse(next.startTime)).toBe(Date.parse(wave.endTime) + WAVE_LENGTH_MS);
    const past = (await call(t.app, routes.pastWaves, { cookie: loser.cookie })).json();
    expect(past.waves[0]).toMatchObject({ number: wave.number, champion: null });
    // Pages by wave number.
    const older = (
      await call(t.app, routes.pastWaves, {
        cookie: loser.cookie,
        query: { before: String(wave.number), limit: '1' },
      })
    ).json();
    expect(older.waves.map((w: PastWave) => w.number)).toEqual([wave.number - 1]);
    expect(
      (await call(t.app, routes.pastWaves, { cookie: loser.cookie, query: { limit: '0' } }))
        .statusCode,
    ).toBe(400);
  });

  it('"New Wave" ends the current wave early with its champion', async () => {
    const wave = await current();
    await join(winner);
    await round(winner, wave.id, 'w3', 50, 100);
    t.clock.advance(61 * 60_000);
    const created = await call(t.app, routes.createWave, { cookie: loser.cookie });
    expect(created.statusCode).toBe(200);
    const past = (await call(t.app, routes.pastWaves, { cookie: loser.cookie })).json();
    expect(past.waves[0]).toMatchObject({
      number: wave.number,
      endTime: created.json().startTime,
      champion: { user: { id: winner.user.id }, score: 50 },
    });
  });

  it('rotates exactly once when two instances on one database reach the mark together', async () => {
    const wave = await current();
    const other: App = await buildApp(loadConfig(t.env), {
      now: t.clock.now,
      passwordCost: TEST_SCRYPT,
    });
    try {
      await join(winner);
      await round(winner, wave.id, 'w4', 10, 30);
      t.clock.time = Date.parse(wave.endTime);
      const [a, b] = await Promise.all([
        ensureCurrentWave(t.app.ctx),
        ensureCurrentWave(other.ctx),
      ]);
      expect(a.id).toBe(b.id);
      expect(a.number).toBe(wave.number + 1);
      const rows = await t.app.ctx.db
        .selectFrom('waves')
        .select('id')
        .where('number', '=', wave.number + 1)
        .execute();
      expect(rows).toHaveLength(1);
      const crowns = await t.app.ctx.db
        .selectFrom('achievements')
        .select('id')
        .where('type', '=', 'wave_champion')
        .where('milestone', '=', wave.number)
        .execute();
      expect(crowns).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
