import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './engine';
import { openSqlite, SAVEPOINT_GROUPS_AFTER_FAILURE, type SqliteDatabaseHandle } from './sqlite';
import { execute, queryAll, queryOne } from './statements';
import { withTransaction } from './transaction';

// SQLite's group commit (db/sqlite.ts): the calls of one event-loop turn share one transaction,
// without savepoints until one fails. SQLite only: the api-postgres run leaves *.sqlite.test.ts out.

describe('SQLite group commit', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-group-'));
  let handle: SqliteDatabaseHandle;
  const db = () => handle.db;

  beforeAll(() => {
    handle = openSqlite(dir);
    handle.sqlite.exec(
      'create table items (name text primary key, n integer not null check (n >= 0)) strict',
    );
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => void handle.sqlite.exec('delete from items'));

  const items = () =>
    queryAll<{ name: string; n: number }>(db(), 'select * from items order by name');

  /** A call that adds `name`, then reads how many items it sees; counts its runs in `runs`. */
  function adding(name: string, runs: Map<string, number>, fail = false) {
    return withTransaction(db(), async (trx: Db) => {
      runs.set(name, (runs.get(name) ?? 0) + 1);
      await execute(trx, 'insert into items (name, n) values (?, 1)', name);
      const seen = await queryOne<{ count: number }>(trx, 'select count(*) as count from items');
      if (fail) throw new Error(`${name} refused with ${seen!.count} items seen`);
      return seen!.count;
    });
  }

  /**
   * Enough groups without a failure that the next one runs its calls without savepoints; the
   * items they added are removed.
   */
  async function settleOnStraightGroups() {
    for (let i = 0; i < SAVEPOINT_GROUPS_AFTER_FAILURE; i++) await group([`ok${i}`], new Map());
    handle.sqlite.exec('delete from items');
  }

  /** Calls started in one turn (so they share a group); the call `failAt` throws. */
  function group(names: string[], runs: Map<string, number>, failAt = -1) {
    return Promise.allSettled(names.map((name, i) => adding(name, runs, i === failAt)));
  }

  it('commits the calls of one turn together, each seeing the ones before it', async () => {
    const runs = new Map<string, number>();
    const settled = await group(['a', 'b', 'c'], runs);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : s.reason))).toEqual([1, 2, 3]);
    expect([...runs.values()]).toEqual([1, 1, 1]);
    expect(await items()).toHaveLength(3);
  });

  it('undoes only a failed call: its error is what it saw, the others commit once, as if alone', async () => {
    // Savepoint-free groups first: earlier tests may have failed a call.
    await settleOnStraightGroups();

    const runs = new Map<string, number>();
    const settled = await group(['a', 'b', 'c', 'd'], runs, 2);
    expect(settled[2]).toMatchObject({
      status: 'rejected',
      reason: { message: 'c refused with 3 items seen' },
    });
    expect(settled.filter((s) => s.status === 'fulfilled').map((s) => s.value)).toEqual([1, 2, 3]);
    expect((await items()).map((r) => r.name)).toEqual(['a', 'b', 'd']);
    // Without savepoints the failure rolled the group back: the calls up to it ran again, in
    // savepoints (the failed one too: its error is that of the run whose writes are kept).
    expect(Object.fromEntries(runs)).toEqual({ a: 2, b: 2, c: 2, d: 1 });

    // After a failure the next groups give each call a savepoint: a failure re-runs nothing.
    handle.sqlite.exec('delete from items');
    const again = new Map<string, number>();
    const next = await group(['e', 'f', 'g'], again, 1);
    expect(next[1]).toMatchObject({ status: 'rejected' });
    expect((await items()).map((r) => r.name)).toEqual(['e', 'g']);
    expect(Object.fromEntries(again)).toEqual({ e: 1, f: 1, g: 1 });
  });

  it('goes back to savepoint-free groups once calls stop failing', async () => {
    await group(['x', 'y'], new Map(), 0);
    await settleOnStraightGroups();
    const runs = new Map<string, number>();
    await group(['p', 'q', 'r'], runs, 2);
    expect(Object.fromEntries(runs)).toEqual({ p: 2, q: 2, r: 2 });
  });

  it("keeps the error of a failed first call: it saw no other call's writes", async () => {
    await settleOnStraightGroups();
    const runs = new Map<string, number>();
    const settled = await group(['first', 'second'], runs, 0);
    expect(settled[0]).toMatchObject({ reason: { message: 'first refused with 1 items seen' } });
    expect(settled[1]).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(Object.fromEntries(runs)).toEqual({ first: 1, second: 1 });
  });

  it('commits what the calls would have committed one at a time, whichever of them fail', async () => {
    // Up to 150 calls in one turn: more than one group (at most 64 calls each), each call failing
    // or not, before or after its write. Each run of a call writes a random number, and answers
    // (or fails with) the sum of the others' it sees: run one at a time, in order, that is the
    // sum of the committed numbers of the calls before it. An answer from a run that was rolled
    // back and run again would not match what was committed.
    const calls = fc.array(fc.constantFrom('ok', 'fails', 'fails before writing'), {
      minLength: 1,
      maxLength: 150,
    });
    await fc.assert(
      fc.asyncProperty(calls, async (kinds) => {
        // The first group without savepoints (a failure in an earlier run put them back on).
        await settleOnStraightGroups();
        const settled = await Promise.allSettled(
          kinds.map((kind, i) =>
            withTransaction(db(), async (trx: Db) => {
              if (kind === 'fails before writing') throw new Error(`call ${i} refused`);
              const name = `c${String(i).padStart(3, '0')}`;
              const n = Math.floor(Math.random() * 1e9);
              await execute(trx, 'insert into items (name, n) values (?, ?)', name, n);
              const seen = await queryOne<{ sum: number }>(
                trx,
                'select coalesce(sum(n), 0) as sum from items where name <> ?',
                name,
              );
              if (kind === 'fails') throw new Error(`call ${i} refused, ${seen!.sum} seen`);
              return seen!.sum;
            }),
          ),
        );
        const kept = await items();
        expect(kept.map((r) => r.name)).toEqual(
          kinds.flatMap((kind, i) => (kind === 'ok' ? [`c${String(i).padStart(3, '0')}`] : [])),
        );
        let before = 0;
        let next = 0;
        const expected = kinds.map((kind, i) => {
          if (kind === 'ok') {
            const answer = { status: 'fulfilled', value: before };
            before += kept[next++]!.n;
            return answer;
          }
          const seen = kind === 'fails' ? `, ${before} seen` : '';
          return { status: 'rejected', reason: `call ${i} refused${seen}` };
        });
        expect(
          settled.map((s) =>
            s.status === 'fulfilled'
              ? s
              : { status: s.status, reason: (s.reason as Error).message },
          ),
        ).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('fails a lone call without a second run', async () => {
    await settleOnStraightGroups();
    const runs = new Map<string, number>();
    const [only] = await group(['solo'], runs, 0);
    expect(only).toMatchObject({ status: 'rejected' });
    expect(Object.fromEntries(runs)).toEqual({ solo: 1 });
    expect(await items()).toEqual([]);
  });

  it('runs a statement from outside while a call holds its transaction open only after the commit: nothing uncommitted is read', async () => {
    await execute(db(), 'insert into items (name, n) values (?, 1)', 'before');
    expect(handle.sqlite.inTransaction).toBe(false);
    const order: string[] = [];
    // A call that writes, then waits for the next turn of the event loop with its transaction open.
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const writing = withTransaction(db(), async (trx: Db) => {
      await execute(trx, 'insert into items (name, n) values (?, 1)', 'uncommitted');
      opened();
      await new Promise((resolve) => setImmediate(resolve));
      order.push('commit');
    });
    await open;
    expect(handle.sqlite.inTransaction).toBe(true);
    const seen = await items();
    order.push(`read ${seen.length}`);
    await writing;
    expect(order).toEqual(['commit', 'read 2']);
    expect(seen.map((r) => r.name)).toEqual(['before', 'uncommitted']);
  });
});
