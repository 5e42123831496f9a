import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, HELD_FEED, type TestApp } from '../../test/harness';
import { FrameTap } from '../../test/rounds';
import { moveCoins } from '../ledger/ledger.service';
import { ACTIVE_GAMES_TTL_MS } from './active-games';

const HOUR = 3600_000;

describe('waves and games', () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    t = await createTestApp({}, { feedTimers: HELD_FEED });
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  const current = async () =>
    (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json();
  /** The current wave once the poll's kept active games count has expired. */
  const fresh = async () => {
    t.clock.advance(ACTIVE_GAMES_TTL_MS);
    return current();
  };

  it('starts wave 1 on first read and rotates by itself when 4 hours pass', async () => {
    // A database of its own: wave 1 with empty counts exists only before any other test runs.
    const own = await createTestApp();
    try {
      const bob = await signUp(own.app);
      const read = async () =>
        (await call(own.app, routes.currentWave, { cookie: bob.cookie })).json();
      const first = await read();
      expect(first).toMatchObject({
        number: 1,
        currentPlayers: 0,
        gamesCount: 0,
        messagesCount: 0,
        startTime: new Date(own.clock.time).toISOString(),
      });
      expect(Date.parse(first.endTime) - Date.parse(first.startTime)).toBe(4 * HOUR);
      own.clock.advance(4 * HOUR - 1);
      expect((await read()).id).toBe(first.id);
      own.clock.advance(1);
      const second = await read();
      expect(second).toMatchObject({
        number: 2,
        startTime: new Date(own.clock.time).toISOString(),
      });
      expect((await read()).id).toBe(second.id);
    } finally {
      await own.close();
    }
  });

  it('starts a new wave only once the current one is an hour old, one per player per 4 hours', async () => {
    t.clock.advance(4 * HOUR);
    const wave = await current();
    // The rotated wave starts on its predecessor's 4-hour mark, which may lie behind the clock.
    t.clock.advance(59 * 60_000 - (t.clock.time - Date.parse(wave.startTime)));
    const early = await call(t.app, routes.createWave, { cookie: alice.cookie });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(
      /once the current one is 1 hour old: try again in 60 seconds/,
    );
    expect((await current()).id).toBe(wave.id);
    t.clock.advance(60_000);
    const created = await call(t.app, routes.createWave, { cookie: alice.cookie });
    expect(created.statusCode).toBe(200);
    expect(created.json().number).toBe(wave.number + 1);
    expect((await current()).id).toBe(created.json().id);

    // An hour later the wave is old enough, but alice started one 1 hour ago: 3 hours to wait.
    t.clock.advance(HOUR);
    const again = await call(t.app, routes.createWave, { cookie: alice.cookie });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe(String(3 * 3600));
    expect(again.json().error).toBe(
      'You started a wave not long ago: each player may start one every 4 hours. Try again in 3 hours',
    );
    expect((await current()).id).toBe(created.json().id);
    // Another player may.
    const bob = await signUp(t.app);
    const byBob = await call(t.app, routes.createWave, { cookie: bob.cookie });
    expect(byBob.statusCode).toBe(200);
    expect(byBob.json().number).toBe(wave.number + 2);
  });

  it('requires a session for every wave call', async () => {
    expect((await call(t.app, routes.currentWave)).statusCode).toBe(401);
    expect((await call(t.app, routes.createWave)).statusCode).toBe(401);
    expect(
      (await call(t.app, routes.joinWave, { body: { userId: alice.user.id } })).statusCode,
    ).toBe(401);
    expect((await call(t.app, routes.waveGames, { params: { waveId: 'x' } })).statusCode).toBe(401);
    expect(
      (await call(t.app, routes.waveLeaderboard, { params: { waveId: 'x' } })).statusCode,
    ).toBe(401);
    expect((await call(t.app, routes.createGame, { body: { kind: 'slots' } })).statusCode).toBe(
      401,
    );
  });

  it('joins the current wave once, only as oneself', async () => {
    const bob = await signUp(t.app);
    const forbidden = await call(t.app, routes.joinWave, {
      cookie: bob.cookie,
      body: { userId: alice.user.id },
    });
    expect(forbidden.statusCode).toBe(403);
    for (const body of [{}, { userId: 5 }, { userId: bob.user.id, extra: 1 }, { userId: '' }]) {
      const bad = await call(t.app, routes.joinWave, { cookie: bob.cookie, body });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/Invalid request/);
    }
    // Bob's open tab: a new membership pushes his record (one more wave surfed), once.
    const tab = new FrameTap(t.app, bob.user.id, (await current()).id);
    const records = () =>
      tab.frames.flatMap((f) => (f.type === 'user_update' ? [f.payload.data] : []));
    const joined = await call(t.app, routes.joinWave, {
      cookie: bob.cookie,
      body: { userId: bob.user.id },
    });
    expect(joined.statusCode).toBe(200);
    expect(records()).toEqual([expect.objectContaining({ id: bob.user.id, wavesSurfed: 1 })]);
    await call(t.app, routes.joinWave, { cookie: bob.cookie, body: { userId: bob.user.id } });
    expect((await call(t.app, routes.me, { cookie: bob.cookie })).json().wavesSurfed).toBe(1);
    expect(records()).toHaveLength(1);
    tab.close();
  });

  it("pushes a player's record when opening a game makes them a member, not at every game", async () => {
    // A database of its own: the games opened here would show in the other tests' wave.
    const own = await createTestApp();
    try {
      const dave = await signUp(own.app);
      const wave = (await call(own.app, routes.currentWave, { cookie: dave.cookie })).json();
      const tab = new FrameTap(own.app, dave.user.id, wave.id);
      for (const kind of ['slots', 'roulette'] as const)
        expect(
          (await call(own.app, routes.createGame, { cookie: dave.cookie, body: { kind } }))
            .statusCode,
        ).toBe(200);
      const records = tab.frames.flatMap((f) => (f.type === 'user_update' ? [f.payload.data] : []));
      expect(records).toEqual([expect.objectContaining({ id: dave.user.id, wavesSurfed: 1 })]);
      tab.close();
    } finally {
      await own.close();
    }
  });

  it('counts as Surfers the players connected to the wave now, each once, not everyone who joined', async () => {
    const wave = await current();
    const before = wave.currentPlayers;
    const carol = await signUp(t.app);
    await call(t.app, routes.joinWave, { cookie: carol.cookie, body: { userId: carol.user.id } });
    expect((await current()).currentPlayers).toBe(before);
    const tabs = [
      new FrameTap(t.app, carol.user.id, wave.id),
      new FrameTap(t.app, carol.user.id, wave.id),
    ];
    expect((await current()).currentPlayers).toBe(before + 1);
    for (const tab of tabs) tab.close();
    expect((await current()).currentPlayers).toBe(before);
  });

  it('opens games in the current wave and lists them', async () => {
    const wave = await current();
    const game = await call(t.app, routes.createGame, {
      cookie: alice.cookie,
      body: { kind: 'poker' },
    });
    expect(game.statusCode).toBe(200);
    expect(game.json()).toMatchObject({ kind: 'poker', waveId: wave.id, userId: alice.user.id });
    const row = await t.app.ctx.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', game.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ house_chips: 10_000, state: '{}' });
    for (const body of [{ kind: 'craps' }, { kind: 1 }, {}, { kind: 'slots', bet: 5 }]) {
      expect(
        (await call(t.app, routes.createGame, { cookie: alice.cookie, body })).statusCode,
      ).toBe(400);
    }
    const list = await call(t.app, routes.waveGames, {
      cookie: alice.cookie,
      params: { waveId: wave.id },
    });
    expect(list.json().map((g: { id: string }) => g.id)).toEqual([game.json().id]);
    // 'Active Games': sessions with a round in the last 15 minutes, not every table ever opened.
    const before = (await fresh()).gamesCount;
    const roulette = (
      await call(t.app, routes.createGame, { cookie: alice.cookie, body: { kind: 'roulette' } })
    ).json().id;
    expect((await fresh()).gamesCount).toBe(before);
    const spun = await call(t.app, routes.rouletteSpin, {
      cookie: alice.cookie,
      params: { gameId: roulette },
      body: { bets: [{ type: 'red', amount: 25 }] },
    });
    expect(spun.statusCode, spun.body).toBe(200);
    expect((await fresh()).gamesCount).toBe(before + 1);
    t.clock.advance(15 * 60_000 + 1);
    expect((await fresh()).gamesCount).toBe(before);
    // A hand dealt 10 minutes ago and played on now is a table active now.
    const dealt = async () => {
      for (;;) {
        const gameId = (
          await call(t.app, routes.createGame, {
            cookie: alice.cookie,
            body: { kind: 'blackjack' },
          })
        ).json().id;
        const deal = await call(t.app, routes.blackjackDeal, {
          cookie: alice.cookie,
          params: { gameId },
          body: { bet: 50 },
        });
        expect(deal.statusCode, deal.body).toBe(200);
        if (deal.json().round.status === 'in_progress') return gameId;
      }
    };
    const hand = await dealt();
    t.clock.advance(15 * 60_000 + 1);
    expect((await fresh()).gamesCount).toBe(before);
    const stood = await call(t.app, routes.blackjackAction, {
      cookie: alice.cookie,
      params: { gameId: hand },
      body: { action: 'stand' },
    });
    expect(stood.statusCode, stood.body).toBe(200);
    expect((await fresh()).gamesCount).toBe(before + 1);
    t.clock.advance(15 * 60_000 + 1);
    expect((await fresh()).gamesCount).toBe(before);
    expect(
      (await call(t.app, routes.waveGames, { cookie: alice.cookie, params: { waveId: 'nope' } }))
        .statusCode,
    ).toBe(404);
  });

  it('counts active games for the poll at most once a second; a fresh count replaces the kept one', async () => {
    const spinNewTable = async () => {
      const gameId = (
        await call(t.app, routes.createGame, { cookie: alice.cookie, body: { kind: 'roulette' } })
      ).json().id;
      const spun = await call(t.app, routes.rouletteSpin, {
        cookie: alice.cookie,
        params: { gameId },
        body: { bets: [{ type: 'red', amount: 25 }] },
      });
      expect(spun.statusCode, spun.body).toBe(200);
    };
    const before = (await fresh()).gamesCount;
    await spinNewTable();
    expect((await current()).gamesCount).toBe(before);
    t.clock.advance(ACTIVE_GAMES_TTL_MS - 1);
    expect((await current()).gamesCount).toBe(before);
    t.clock.advance(1);
    expect((await current()).gamesCount).toBe(before + 1);
    // Joining reads the wave's counts fresh, and the poll answers with them from then on.
    await spinNewTable();
    const joined = await call(t.app, routes.joinWave, {
      cookie: alice.cookie,
      body: { userId: alice.user.id },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().gamesCount).toBe(before + 2);
    expect((await current()).gamesCount).toBe(before + 2);
  });

  it('ranks every member by net coins won in the wave, ties by join order', async () => {
    t.clock.advance(4 * HOUR);
    const wave = await current();
    const players = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    for (const p of players) {
      await call(t.app, routes.joinWave, { cookie: p.cookie, body: { userId: p.user.id } });
      t.clock.advance(1000);
    }
    const round = (userId: string, roundId: string, stake: number, payout: number) =>
      withTransaction(t.app.ctx.db, async (trx) => {
        await moveCoins(
          trx,
          {
            userId,
            amount: -stake,
            kind: 'round_debit',
            roundId,
            waveId: wave.id,
          },
          t.app.ctx.now(),
        );
        if (payout > 0)
          await moveCoins(
            trx,
            {
              userId,
              amount: payout,
              kind: 'round_credit',
              roundId,
              waveId: wave.id,
            },
            t.app.ctx.now(),
          );
      });
    await round(players[1]!.user.id, 'a', 100, 350);
    await round(players[2]!.user.id, 'b', 200, 0);
    await round(players[3]!.user.id, 'c', 50, 100);
    await round(players[3]!.user.id, 'd', 50, 0);
    // A claim is not a round: it never counts for the leaderboard.
    await call(t.app, routes.claimCoins, {
      cookie: players[0]!.cookie,
      params: { id: players[0]!.user.id },
    });
    const res = await call(t.app, routes.waveLeaderboard, {
      cookie: alice.cookie,
      params: { waveId: wave.id },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((e: { rank: number; score: number; user: { id: string } }) => [
          e.rank,
          e.score,
          e.user.id,
        ]),
    ).toEqual([
      [1, 250, players[1]!.user.id],
      [2, 0, players[0]!.user.id],
      [3, 0, players[3]!.user.id],
      [4, -200, players[2]!.user.id],
    ]);
    expect(
      (
        await call(t.app, routes.waveLeaderboard, {
          cookie: alice.cookie,
          params: { waveId: 'missing' },
        })
      ).json(),
    ).toEqual({ error: 'Wave not found' });
  });
});
