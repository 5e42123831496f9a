import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { isCheckViolation, isUniqueViolation, withTransaction } from '../../db/transaction';
import { ledgerSum, moveCoins } from './ledger.service';

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
