import { ACTIVE_GAME_WINDOW_MS, routes } from '@coinwave/api-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, HELD_FEED, type TestApp } from '../../test/harness';
import { ACTIVE_GAMES_TTL_MS, keepActiveGames } from './active-games';
import { readWaveFigures } from './waves.service';

// A game's `last_round_at` (what 'Active Games' counts) moves at most once per 10-second bucket
// of round times (migration 0017's buckets, kept by the round's code since 0019: `markGame`): the
// first round of a bucket stores its time, later rounds of the same bucket leave the game's row
// alone, a round of a later bucket moves it on. Both dialects.
const BUCKET_MS = 10_000;

describe("'Active Games' from each game's latest 10-second bucket", () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    t = await createTestApp({}, { feedTimers: HELD_FEED });
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  const spin = async (gameId: string) => {
    const spun = await call(t.app, routes.rouletteSpin, {
      cookie: alice.cookie,
      params: { gameId },
      body: { bets: [{ type: 'red', amount: 25 }] },
    });
    expect(spun.statusCode, spun.body).toBe(200);
  };
  const lastRoundAt = async (gameId: string) =>
    (
      await sql<{
        last_round_at: string | null;
      }>`select last_round_at from games where id = ${gameId}`.execute(t.app.ctx.db)
    ).rows[0]?.last_round_at;
  const activeGames = async () => {
    t.clock.advance(ACTIVE_GAMES_TTL_MS);
    return (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json().gamesCount;
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  it('stores the first round of a bucket, skips the rest of it, moves on in a later bucket', async () => {
    const gameId = (
      await call(t.app, routes.createGame, { cookie: alice.cookie, body: { kind: 'roulette' } })
    ).json().id;
    const before = await activeGames();
    expect(await lastRoundAt(gameId)).toBeNull();

    // The start of a bucket, then two rounds inside it.
    t.clock.advance(BUCKET_MS - (t.clock.time % BUCKET_MS));
    const bucket = t.clock.time;
    await spin(gameId);
    expect(await lastRoundAt(gameId)).toBe(iso(bucket));
    t.clock.advance(BUCKET_MS - 1);
    await spin(gameId);
    expect(await lastRoundAt(gameId)).toBe(iso(bucket));

    // The next bucket's first round moves the game on.
    t.clock.advance(1);
    const next = t.clock.time;
    await spin(gameId);
    expect(await lastRoundAt(gameId)).toBe(iso(next));

    // Active for 15 minutes after the stored round, then not.
    t.clock.advance(ACTIVE_GAME_WINDOW_MS - (t.clock.time - next) - ACTIVE_GAMES_TTL_MS - 1);
    expect(await activeGames()).toBe(before + 1);
    t.clock.advance(2);
    expect(await activeGames()).toBe(before);
  });

  it('dates a fresh count by when its read began: a read the clock outran answers no later poll', async () => {
    // A coalesced `wave_update` reads the counts on its own timer. Here its read counts the table
    // active, and the clock passes the table's window before the read is kept: the poll after it
    // must count again, not answer with the old count as if it were just taken.
    const gameId = (
      await call(t.app, routes.createGame, { cookie: alice.cookie, body: { kind: 'roulette' } })
    ).json().id;
    t.clock.advance(ACTIVE_GAME_WINDOW_MS + ACTIVE_GAMES_TTL_MS);
    const base = await activeGames();
    await spin(gameId);
    const waveId = (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json().id;

    const reading = readWaveFigures(t.app.ctx, waveId);
    t.clock.advance(ACTIVE_GAME_WINDOW_MS + 1);
    expect((await reading).gamesCount).toBe(base + 1);
    const poll = async () =>
      (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json().gamesCount;
    expect(await poll()).toBe(base);

    // A read begun before that poll's count, kept after it, does not replace it.
    keepActiveGames(t.app.ctx, waveId, base + 1, t.clock.time - 1);
    expect(await poll()).toBe(base);

    // The clock stepped back: the kept count is dated in the future, and a fresh one replaces it
    // (a stand-in figure shows which one the poll answers with).
    t.clock.advance(-10_000);
    keepActiveGames(t.app.ctx, waveId, base + 7, t.clock.time);
    expect(await poll()).toBe(base + 7);
  });

  it('is written by the round itself: no trigger is left on rounds (migration 0019)', async () => {
    const db = t.app.ctx.db;
    const triggers =
      t.app.database.dialect === 'postgres'
        ? await sql<{
            name: string;
          }>`select tgname as name from pg_trigger where tgrelid = 'rounds'::regclass and not tgisinternal`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'rounds'`.execute(
            db,
          );
    expect(triggers.rows).toEqual([]);
  });

  it('moves on for a round played on in a later bucket (an open hand, any dialect)', async () => {
    // A blackjack hand dealt, then finished 30 s later: the update of the round marks the game.
    for (;;) {
      const gameId = (
        await call(t.app, routes.createGame, { cookie: alice.cookie, body: { kind: 'blackjack' } })
      ).json().id;
      const dealtAt = t.clock.time;
      const deal = await call(t.app, routes.blackjackDeal, {
        cookie: alice.cookie,
        params: { gameId },
        body: { bet: 50 },
      });
      expect(deal.statusCode, deal.body).toBe(200);
      expect(await lastRoundAt(gameId)).toBe(iso(dealtAt));
      if (deal.json().round.status !== 'in_progress') continue;
      t.clock.advance(3 * BUCKET_MS);
      const stood = await call(t.app, routes.blackjackAction, {
        cookie: alice.cookie,
        params: { gameId },
        body: { action: 'stand' },
      });
      expect(stood.statusCode, stood.body).toBe(200);
      expect(await lastRoundAt(gameId)).toBe(iso(dealtAt + 3 * BUCKET_MS));
      return;
    }
  });
});
