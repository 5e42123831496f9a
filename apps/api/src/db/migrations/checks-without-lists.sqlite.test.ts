import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo, unmigratedDb } from '../../test/unmigrated-db';
import { migrateToLatest, type Db } from '../database';

// Since 0018 a row written to the tables every round writes (rounds, ledger entries, luck totals,
// the responsible-play row) is checked without a temporary table: SQLite builds one for each
// `in (...)` list of three or more values it evaluates, about 18,000 instructions each time.
describe('0018_checks_without_lists on SQLite', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The temporary tables SQLite's program for an insert of a row of literals into `table` opens. */
  const ephemeralTables = async (db: Db, table: string) => {
    const columns = (
      await sql.raw<{ name: string }>(`pragma table_info(${table})`).execute(db)
    ).rows.map((c) => c.name);
    const insert = `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => 'null').join(', ')})`;
    const program = await sql.raw<{ opcode: string }>(`explain ${insert}`).execute(db);
    return program.rows.filter((r) => r.opcode === 'OpenEphemeral').length;
  };

  it.each(['rounds', 'ledger_entries', 'luck_totals', 'responsible_play'])(
    'checks a row of %s without a temporary table (one or more before)',
    async (table) => {
      const db = await unmigratedDb(cleanups);
      await migrateTo(db, '0017_active_games_buckets');
      expect(await ephemeralTables(db, table)).toBeGreaterThan(0);
      await migrateToLatest(db);
      expect(await ephemeralTables(db, table)).toBe(0);
    },
  );

  it('the ledger goes on from its sequence, not from its highest id', async () => {
    const db = await unmigratedDb(cleanups);
    await migrateTo(db, '0017_active_games_buckets');
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(
      `insert into users (id, username, email, password_hash, created_at) values ('ann', 'ann', 'ann@example.com', 'x', '2030-01-01T12:00:00.000Z')`,
    );
    const grant = `insert into ledger_entries (user_id, amount, kind, balance_after, created_at) values ('ann', 10, 'claim', 10, '2030-01-01T12:00:00.000Z')`;
    await run(grant);
    // As after an entry whose transaction numbered it and then rolled back a later table's change.
    await run(`update sqlite_sequence set seq = 41 where name = 'ledger_entries'`);
    await migrateToLatest(db);
    await run(grant);
    const { rows } = await sql<{ id: number }>`select id from ledger_entries order by id`.execute(
      db,
    );
    expect(rows.map((r) => r.id)).toEqual([1, 42]);
  });
});
