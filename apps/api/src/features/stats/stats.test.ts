import { routes, type GameKind } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { recordRoundResult, roundOutcome } from './stats.service';

describe('stats and achievements', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const play = (who: Signed, game: GameKind, stake: number, payout: number, natural = false) =>
    withTransaction(t.app.ctx.db, (trx) =>
      recordRoundResult(
        trx,
        { userId: who.user.id, game, stake, payout, natural },
        t.app.ctx.now(),
      ),
    );
  const me = async (who: Signed) => (await call(t.app, routes.me, { cookie: who.cookie })).json();
  const achievements = async (who: Signed) =>
    (
      await call(t.app, routes.achievements, { cookie: who.cookie, params: { id: who.user.id } })
    ).json();
  const post = (who: Signed, body: Record<string, unknown>) =>
    call(t.app, routes.postAchievement, {
      cookie: who.cookie,
      params: { id: who.user.id },
      body: { description: '', icon: '🏆', ...body },
    });

  it('classifies rounds: win above the stake, loss below, push equal', () => {
    expect([roundOutcome(50, 100), roundOutcome(50, 20), roundOutcome(50, 50)]).toEqual([
      'win',
      'loss',
      'push',
    ]);
  });

  it('maintains gamesPlayed, winRate, totalWinnings (net of stakes) and the streak (a push leaves it, a loss resets it)', async () => {
    const p = await signUp(t.app);
    await play(p, 'roulette', 100, 200);
    await play(p, 'roulette', 100, 100);
    await play(p, 'roulette', 100, 200);
    expect(await me(p)).toMatchObject({
      gamesPlayed: 3,
      winRate: 67,
      totalWinnings: 200,
      currentStreak: 2,
      bestStreak: 2,
    });
    await play(p, 'roulette', 100, 0);
    await play(p, 'roulette', 250, 0);
    expect(await me(p)).toMatchObject({
      gamesPlayed: 5,
      winRate: 40,
      totalWinnings: -150,
      currentStreak: 0,
      bestStreak: 2,
    });
  });

  it('awards streak milestones, big_win, natural 21 and Gaming Veteran once each, with notifications', async () => {
    const p = await signUp(t.app);
    const first = await play(p, 'slots', 10, 50);
    expect(first.achievements.map((a) => a.title)).toEqual(['Jackpot Winner!']);
    await play(p, 'slots', 10, 49); // 4.9x: a win, not a big win
    const third = await play(p, 'blackjack', 50, 125, true);
    expect(third.achievements.map((a) => a.title).sort()).toEqual([
      '3-Game Streak!',
      'Natural 21!',
    ]);
    expect(third.notifications).toHaveLength(2);
    await play(p, 'slots', 10, 50); // big_win again: already held
    const fifth = await play(p, 'poker', 50, 100);
    expect(fifth.achievements.map((a) => a.title)).toEqual(['5-Game Streak!']);
    for (let i = 0; i < 4; i++) await play(p, 'roulette', 10, 0);
    const tenth = await play(p, 'roulette', 10, 0);
    expect(tenth.achievements.map((a) => a.type)).toEqual(['games_played']);
    expect((await play(p, 'roulette', 10, 0)).achievements).toEqual([]);

    const list = await achievements(p);
    expect(list.map((a: { title: string }) => a.title)).toEqual([
      'Gaming Veteran',
      '5-Game Streak!',
      'Natural 21!',
      '3-Game Streak!',
      'Jackpot Winner!',
    ]);
    const notes = (
      await call(t.app, routes.notifications, { cookie: p.cookie, params: { id: p.user.id } })
    ).json();
    expect(notes).toHaveLength(5);
    expect(notes[0]).toMatchObject({ kind: 'achievement', title: '🎮 Gaming Veteran' });
  });

  it('lists achievements newest first', async () => {
    const p = await signUp(t.app);
    await play(p, 'slots', 10, 100);
    t.clock.advance(1000);
    await play(p, 'slots', 10, 20);
    await play(p, 'slots', 10, 20);
    const titles = (await achievements(p)).map((a: { title: string }) => a.title);
    expect(titles).toEqual(['3-Game Streak!', 'Jackpot Winner!']);
  });

  it('accepts POST only when the trigger holds, idempotently, with the server texts', async () => {
    const p = await signUp(t.app);
    const refused = await post(p, { type: 'games_played', title: 'Gaming Veteran' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/needs 10 games played \(you have played 0\)/);
    expect((await post(p, { type: 'big_win', title: 'Jackpot Winner!' })).statusCode).toBe(422);
    expect((await post(p, { type: 'blackjack', title: 'Natural 21!' })).statusCode).toBe(422);
    expect((await post(p, { type: 'streak', title: '3-Game Streak!' })).json().error).toMatch(
      /best win streak is 0/,
    );
    expect((await post(p, { type: 'streak', title: '2-Game Streak!' })).statusCode).toBe(422);
    expect((await post(p, { type: 'millionaire', title: 'Rich' })).json().error).toMatch(
      /Unknown achievement type/,
    );
    expect(await achievements(p)).toEqual([]);

    for (let i = 0; i < 4; i++) await play(p, 'roulette', 10, 20);
    const streak = await post(p, { type: 'streak', title: '4-Game Streak!', icon: 'x' });
    expect(streak.statusCode).toBe(200);
    expect(streak.json()).toMatchObject({ type: 'streak', title: '3-Game Streak!', icon: '🔥' });
    const again = await post(p, { type: 'streak', title: '3-Game Streak!' });
    expect(again.json()).toEqual(streak.json());
    expect((await post(p, { type: 'streak', title: '5-Game Streak!' })).statusCode).toBe(422);
    expect(await achievements(p)).toHaveLength(1);
  });

  it('validates the POST body and the account', async () => {
    const p = await signUp(t.app);
    const q = await signUp(t.app);
    expect(
      (
        await call(t.app, routes.postAchievement, {
          cookie: p.cookie,
          params: { id: p.user.id },
          body: { type: 'streak' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(p, { type: 'streak', title: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await post(p, { type: 5, title: 'x' })).statusCode).toBe(400);
    expect(
      (
        await call(t.app, routes.postAchievement, {
          cookie: q.cookie,
          params: { id: p.user.id },
          body: { type: 'streak', title: 'x', description: '', icon: '' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, routes.achievements, { cookie: q.cookie, params: { id: p.user.id } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, routes.achievements, { params: { id: p.user.id } })).statusCode).toBe(
      401,
    );
    expect(
      (await call(t.app, routes.notifications, { cookie: q.cookie, params: { id: p.user.id } }))
        .statusCode,
    ).toBe(403);
  });
});
