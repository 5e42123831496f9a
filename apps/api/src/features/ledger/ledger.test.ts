import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinWave, signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { isCheckViolation, isUniqueViolation, withTransaction } from '../../db/transaction';
import { roundStatsWrite, type RoundStatsRow } from '../users/users.service';
import { ledgerSum, moveCoins, moveOneShotCoins, type OneShotMove } from './ledger.service';

describe('ledger', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const db = () => t.app.ctx.db;
  const coins = async (id: string) =>
    (await db().selectFrom('users').select('coins').where('id', '=', id).executeTakeFirstOrThrow())
      .coins;

  it('refuses to move coins outside a transaction', async () => {
    const { user } = await signUp(t.app);
    await expect(
      moveCoins(db(), { userId: user.id, amount: 5, kind: 'claim' }, t.app.ctx.now()),
    ).rejects.toThrow(/inside withTransaction/);
  });

  it('debits with one conditional update and refuses an overdraft, rolling the whole transaction back', async () => {
    const { user } = await signUp(t.app);
    const balance = await withTransaction(db(), (trx) =>
      moveCoins(
        trx,
        { userId: user.id, amount: -4000, kind: 'round_debit', roundId: 'r1' },
        t.app.ctx.now(),
      ),
    );
    expect(balance).toBe(1000);
    const overdraft = withTransaction(db(), async (trx) => {
      await moveCoins(
        trx,
        { userId: user.id, amount: 500, kind: 'round_credit', roundId: 'r1' },
        t.app.ctx.now(),
      );
      return moveCoins(
        trx,
        { userId: user.id, amount: -2000, kind: 'round_debit', roundId: 'r2' },
        t.app.ctx.now(),
      );
    });
    await expect(overdraft).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Not enough coins',
    });
    expect(await coins(user.id)).toBe(1000);
    expect(await ledgerSum(db(), user.id)).toBe(1000);
  });

  it('settles each (round, kind, seq) at most once', async () => {
    const { user } = await signUp(t.app);
    await withTransaction(db(), (trx) =>
      moveCoins(
        trx,
        { userId: user.id, amount: -100, kind: 'round_debit', roundId: 'once' },
        t.app.ctx.now(),
      ),
    );
    await withTransaction(db(), (trx) =>
      moveCoins(
        trx,
        {
          userId: user.id,
          amount: -100,
          kind: 'round_debit',
          roundId: 'once',
          seq: 1,
        },
        t.app.ctx.now(),
      ),
    );
    await withTransaction(db(), (trx) =>
      moveCoins(
        trx,
        { userId: user.id, amount: 300, kind: 'round_credit', roundId: 'once' },
        t.app.ctx.now(),
      ),
    );
    const twice = withTransaction(db(), (trx) =>
      moveCoins(
        trx,
        { userId: user.id, amount: 300, kind: 'round_credit', roundId: 'once' },
        t.app.ctx.now(),
      ),
    );
    await expect(twice).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await coins(user.id)).toBe(5100);
    expect(await ledgerSum(db(), user.id)).toBe(5100);
  });

  it('rejects malformed moves as programming errors', async () => {
    const { user } = await signUp(t.app);
    const bad = [
      { userId: user.id, amount: 0, kind: 'claim' as const },
      { userId: user.id, amount: 1.5, kind: 'claim' as const },
      { userId: user.id, amount: -5, kind: 'claim' as const },
      { userId: user.id, amount: 5, kind: 'round_debit' as const, roundId: 'x' },
      { userId: user.id, amount: 5, kind: 'round_credit' as const },
    ];
    for (const move of bad)
      await expect(
        withTransaction(db(), (trx) => moveCoins(trx, move, t.app.ctx.now())),
      ).rejects.toThrow(/moveCoins/);
    expect(await coins(user.id)).toBe(5000);
  });

  it('keeps entries append-only and the balance non-negative at the database level', async () => {
    const { user } = await signUp(t.app);
    await expect(
      sql`update ledger_entries set amount = 1 where user_id = ${user.id}`.execute(db()),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from ledger_entries where user_id = ${user.id}`.execute(db()),
    ).rejects.toThrow(/append-only/);
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => expect.fail('the database accepted it'),
        (error: unknown) => error,
      );
    expect(
      isCheckViolation(
        await refusal(sql`update users set coins = -1 where id = ${user.id}`.execute(db())),
      ),
    ).toBe(true);
    expect(
      isUniqueViolation(
        await refusal(
          sql`insert into ledger_entries (user_id, amount, kind, balance_after, created_at) values (${user.id}, 1, 'starting_grant', 1, 'x')`.execute(
            db(),
          ),
        ),
      ),
    ).toBe(true);
  });

  describe('a one-shot round in one write', () => {
    const entriesOf = (roundId: string) =>
      db()
        .selectFrom('ledger_entries')
        .select(['amount', 'kind', 'seq', 'balance_after', 'wave_id'])
        .where('round_id', '=', roundId)
        .orderBy('id')
        .execute();
    const scoreOf = async (waveId: string, userId: string) =>
      (
        await db()
          .selectFrom('wave_members')
          .select('score')
          .where('wave_id', '=', waveId)
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).score;
    const settle = (move: OneShotMove) =>
      withTransaction(db(), (trx) =>
        moveOneShotCoins<RoundStatsRow>(
          trx,
          move,
          t.app.ctx.now(),
          roundStatsWrite(
            move.payout > move.stake ? 'win' : move.payout < move.stake ? 'loss' : 'push',
            move.stake,
            move.payout,
          ),
        ),
      );
    const player = async () => {
      const who = await signUp(t.app);
      return { userId: who.user.id, waveId: await joinWave(t.app, who) };
    };

    it('writes the debit and the credit as two moves would, with the stats and the wave score', async () => {
      const { userId, waveId } = await player();
      const won = await settle({ userId, waveId, roundId: 'one-win', stake: 30, payout: 100 });
      expect(won).toMatchObject({ coins: 5070, games_played: 1, games_won: 1, current_streak: 1 });
      expect(await entriesOf('one-win')).toEqual([
        { amount: -30, kind: 'round_debit', seq: 0, balance_after: 4970, wave_id: waveId },
        { amount: 100, kind: 'round_credit', seq: 0, balance_after: 5070, wave_id: waveId },
      ]);
      const lost = await settle({ userId, waveId, roundId: 'one-loss', stake: 50, payout: 0 });
      expect(lost).toMatchObject({ coins: 5020, games_played: 2, games_won: 1, current_streak: 0 });
      expect(await entriesOf('one-loss')).toEqual([
        { amount: -50, kind: 'round_debit', seq: 0, balance_after: 5020, wave_id: waveId },
      ]);
      const push = await settle({ userId, waveId, roundId: 'one-push', stake: 20, payout: 20 });
      expect(push).toMatchObject({ coins: 5020, games_played: 3, games_won: 1 });
      expect((await entriesOf('one-push')).map((e) => e.balance_after)).toEqual([5000, 5020]);
      expect(await coins(userId)).toBe(5020);
      expect(await ledgerSum(db(), userId)).toBe(5020);
      expect(await scoreOf(waveId, userId)).toBe(20);
    });

    it('refuses a stake above the balance and changes nothing', async () => {
      const { userId, waveId } = await player();
      const refused = settle({ userId, waveId, roundId: 'one-over', stake: 5001, payout: 9000 });
      await expect(refused).rejects.toMatchObject({
        code: 'UNPROCESSABLE',
        message: 'Not enough coins',
      });
      expect(await coins(userId)).toBe(5000);
      expect(await entriesOf('one-over')).toEqual([]);
      expect(
        await db()
          .selectFrom('users')
          .select('games_played')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow(),
      ).toEqual({ games_played: 0 });
      expect(await scoreOf(waveId, userId)).toBe(0);
    });

    it('settles a round once, and rejects malformed moves as programming errors', async () => {
      const { userId, waveId } = await player();
      await settle({ userId, waveId, roundId: 'one-once', stake: 10, payout: 0 });
      await expect(
        settle({ userId, waveId, roundId: 'one-once', stake: 10, payout: 40 }),
      ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This round has already been settled' });
      for (const [stake, payout] of [
        [0, 10],
        [-10, 0],
        [10.5, 0],
        [10, -1],
        [10, 0.5],
      ] as const)
        await expect(settle({ userId, waveId, roundId: 'one-bad', stake, payout })).rejects.toThrow(
          /moveOneShotCoins/,
        );
      await expect(
        moveOneShotCoins(
          db(),
          { userId, waveId, roundId: 'one-out', stake: 10, payout: 0 },
          t.app.ctx.now(),
          roundStatsWrite('loss', 10, 0),
        ),
      ).rejects.toThrow(/inside withTransaction/);
      expect(await coins(userId)).toBe(4990);
      expect(await ledgerSum(db(), userId)).toBe(4990);
    });
  });

  it('joins an outer transaction when nested', async () => {
    const { user } = await signUp(t.app);
    await withTransaction(db(), (outer) =>
      withTransaction(outer, (inner) =>
        moveCoins(inner, { userId: user.id, amount: 7, kind: 'claim' }, t.app.ctx.now()),
      ),
    );
    expect(await coins(user.id)).toBe(5007);
  });
});
