import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../test/api';
import { createTestApp, type TestApp } from '../test/harness';
import { locked, queryOne, writeOne } from './statements';
import { withTransaction } from './transaction';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const coinsOf = (userId: string) => ({
  table: 'users',
  key: 'id',
  value: userId,
  columns: 'coins',
});

describe('writeOne', () => {
  it('returns the row as the write left it, and undefined when the write matched no row', async () => {
    t = await createTestApp();
    const { db } = t.app.database;
    const { user } = await signUp(t.app);
    const debit = 'update users set coins = coins - ? where id = ? and coins >= ?';
    const [after, refused, unknown] = await withTransaction(db, async (trx) => [
      await writeOne<{ coins: number }>(trx, debit, [1200, user.id, 1200], coinsOf(user.id)),
      await writeOne<{ coins: number }>(trx, debit, [9000, user.id, 9000], coinsOf(user.id)),
      await writeOne<{ coins: number }>(
        trx,
        debit,
        [1, 'no-such-user', 1],
        coinsOf('no-such-user'),
      ),
    ]);
    expect(after).toEqual({ coins: user.coins - 1200 });
    expect(refused).toBeUndefined();
    expect(unknown).toBeUndefined();
    const stored = await queryOne<{ coins: number }>(
      db,
      'select coins from users where id = ?',
      user.id,
    );
    expect(Number(stored?.coins)).toBe(user.coins - 1200);
  });

  it('returns every column asked for, of an upserted row too', async () => {
    t = await createTestApp();
    const { db } = t.app.database;
    const { user } = await signUp(t.app);
    const upsert = `insert into responsible_play (user_id, session_rounds) values (?, 1)
      on conflict (user_id) do update set session_rounds = responsible_play.session_rounds + 1`;
    const back = {
      table: 'responsible_play',
      key: 'user_id',
      value: user.id,
      columns: 'user_id, session_rounds',
    };
    const rows = await withTransaction(db, async (trx) => [
      await writeOne(trx, upsert, [user.id], back),
      await writeOne(trx, upsert, [user.id], back),
    ]);
    expect(rows).toEqual([
      { user_id: user.id, session_rounds: 1 },
      { user_id: user.id, session_rounds: 2 },
    ]);
  });

  it('refuses one write text read back as two different rows', async () => {
    t = await createTestApp();
    const { db } = t.app.database;
    const { user } = await signUp(t.app);
    const write = 'update users set last_coin_claim = null where id = ?';
    await withTransaction(db, async (trx) => {
      await writeOne(trx, write, [user.id], coinsOf(user.id));
      await expect(
        writeOne(trx, write, [user.id], { ...coinsOf(user.id), columns: 'username' }),
      ).rejects.toThrow('one write text, two rows read back');
    });
  });
});

describe('writeOne outside a transaction', () => {
  it('is refused: its two statements on SQLite could see another write between them', async () => {
    t = await createTestApp();
    const { user } = await signUp(t.app);
    await expect(
      writeOne(
        t.app.database.db,
        'update users set coins = coins + ? where id = ?',
        [1, user.id],
        coinsOf(user.id),
      ),
    ).rejects.toThrow('writeOne must run inside withTransaction');
  });
});

describe('locked', () => {
  it('leaves the text as it is where transactions hold the write lock, and locks the rows elsewhere', async () => {
    t = await createTestApp();
    const { db } = t.app.database;
    const text = 'select g.id from games g where g.id = ?';
    const postgres = t.app.database.dialect === 'postgres';
    expect(locked(db, text)).toBe(postgres ? `${text} for update` : text);
    expect(locked(db, text, 'g')).toBe(postgres ? `${text} for update of g` : text);
  });
});
