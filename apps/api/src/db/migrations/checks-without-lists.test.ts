import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo, unmigratedDb } from '../../test/unmigrated-db';
import type { Db } from '../database';
import { migrateToLatest } from '../database';
import { engineOf } from '../engine';

// Migration 0018 rebuilds SQLite's rounds, ledger, luck totals and responsible-play tables with
// their list checks written as equalities (PostgreSQL's stay as they are), and drops `ledger_wave`
// on both: every row is kept as it was, every check still refuses what it refused, the ledger is
// still append-only and numbers its next entry after the last one.

const AT = '2030-01-01T12:00:00.000Z';
const SEED = 'a'.repeat(64);

async function seedData(db: Db): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run(
    `insert into users (id, username, email, password_hash, created_at) values ('ann', 'ann', 'ann@example.com', 'x', '${AT}')`,
  );
  await run(`insert into waves (id, number, start_time) values ('w1', 1, '${AT}')`);
  await run(
    `insert into games (id, wave_id, user_id, kind, state, created_at, updated_at) values ('g1', 'w1', 'ann', 'slots', '{}', '${AT}', '${AT}')`,
  );
  await run(
    `insert into fairness_seeds (id, user_id, server_seed, server_seed_hash, created_at) values ('s1', 'ann', '${SEED}', '${SEED}', '${AT}')`,
  );
  await run(
    `insert into rounds (id, user_id, game_id, wave_id, game, seed_id, nonce, client_seed, stake, payout, status, state, detail, created_at, updated_at, finished_at, settled_by, expected_net, net_variance)
      values ('r1', 'ann', 'g1', 'w1', 'slots', 's1', 0, 'c', 10, 50, 'finished', '{"a":1}', '{"game":"slots"}', '${AT}', '${AT}', '${AT}', 'player', -0.4, 12.5),
             ('r2', 'ann', 'g1', 'w1', 'slots', 's1', 1, 'c', 10, 0, 'in_progress', '{"b":2}', null, '${AT}', '${AT}', null, null, null, null)`,
  );
  await run(
    `insert into ledger_entries (user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at) values
      ('ann', 5000, 'starting_grant', null, null, 0, 5000, '${AT}'),
      ('ann', -10, 'round_debit', 'w1', 'r1', 0, 4990, '${AT}'),
      ('ann', 50, 'round_credit', 'w1', 'r1', 0, 5040, '${AT}'),
      ('ann', -10, 'round_debit', 'w1', 'r2', 0, 5030, '${AT}')`,
  );
  await run(
    `insert into luck_totals (user_id, game, rounds, wagered, returned, expected_net, net_variance) values ('ann', 'slots', 1, 10, 50, -0.4, 12.5)`,
  );
  await run(
    `insert into responsible_play (user_id, daily_loss_limit, reality_check_minutes, restriction_period, session_started_at, last_round_at, session_rounds) values ('ann', 500, 30, '24h', '${AT}', '${AT}', 2)`,
  );
}

const TABLES = {
  rounds: 'id',
  ledger_entries: 'id',
  luck_totals: 'user_id, game',
  responsible_play: 'user_id',
} as const;

async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(TABLES))
    out[table] = (await sql.raw(`select * from ${table} order by ${key}`).execute(db)).rows;
  return out;
}

/** The error a statement fails with ('' when it succeeds). */
async function failure(db: Db, statement: string): Promise<string> {
  try {
    await sql.raw(statement).execute(db);
    return '';
  } catch (error) {
    return String(error);
  }
}

describe('0018_checks_without_lists', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every row, every check and the append-only ledger; drops ledger_wave', async () => {
    const db = await unmigratedDb(cleanups);
    await migrateTo(db, '0017_active_games_buckets');
    await seedData(db);
    const before = await snapshot(db);

    await migrateToLatest(db);
    expect(await snapshot(db)).toEqual(before);

    const refused = [
      `insert into rounds (id, user_id, game_id, wave_id, game, seed_id, nonce, client_seed, status, state, detail, created_at, updated_at, finished_at) values ('r3', 'ann', 'g1', 'w1', 'dice', 's1', 2, 'c', 'finished', '{}', '{}', '${AT}', '${AT}', '${AT}')`,
      `insert into ledger_entries (user_id, amount, kind, balance_after, created_at) values ('ann', 5, 'bonus', 5035, '${AT}')`,
      `insert into ledger_entries (user_id, amount, kind, balance_after, created_at) values ('ann', 5, 'round_credit', 5035, '${AT}')`,
      `insert into ledger_entries (user_id, amount, kind, round_id, balance_after, created_at) values ('ann', 5, 'claim', 'r2', 5035, '${AT}')`,
      `insert into luck_totals (user_id, game) values ('ann', 'dice')`,
      `update responsible_play set reality_check_minutes = 45 where user_id = 'ann'`,
      `update responsible_play set pending_reality_check_minutes = 20 where user_id = 'ann'`,
      `update responsible_play set restriction_period = '1y' where user_id = 'ann'`,
    ];
    for (const statement of refused)
      expect(await failure(db, statement), statement).toMatch(/check constraint/i);
    for (const statement of [`update ledger_entries set amount = 1`, `delete from ledger_entries`])
      expect(await failure(db, statement), statement).toMatch(/append-only/);

    // What the lists allow is still allowed; the ledger numbers its next entry after the last
    // (PostgreSQL's sequence also moved on for each refused insert).
    const allowed = [
      `insert into rounds (id, user_id, game_id, wave_id, game, seed_id, nonce, client_seed, status, state, detail, created_at, updated_at, finished_at) values ('r3', 'ann', 'g1', 'w1', 'roulette', 's1', 2, 'c', 'finished', '{}', '{}', '${AT}', '${AT}', '${AT}')`,
      `insert into ledger_entries (user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at) values ('ann', 7, 'auto_settle', 'w1', 'r2', 0, 5037, '${AT}')`,
      `insert into luck_totals (user_id, game) values ('ann', 'poker')`,
      `update responsible_play set reality_check_minutes = 60, pending_reality_check_minutes = 15, restriction_period = 'permanent' where user_id = 'ann'`,
    ];
    for (const statement of allowed) expect(await failure(db, statement), statement).toBe('');
    const last = await sql<{ id: number | string }>`
      select id from ledger_entries where kind = 'auto_settle'`.execute(db);
    const ids = (before.ledger_entries as Array<{ id: number | string }>).map((r) => Number(r.id));
    expect(Number(last.rows[0]!.id)).toBeGreaterThan(Math.max(...ids));

    const indexes =
      engineOf(db).dialect === 'postgres'
        ? await sql<{ name: string }>`
            select indexname as name from pg_indexes where tablename = 'ledger_entries'`.execute(db)
        : await sql<{ name: string }>`
            select name from sqlite_master where type = 'index' and tbl_name = 'ledger_entries'`.execute(
            db,
          );
    const names = indexes.rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['ledger_user', 'ledger_user_rounds']));
    expect(names).not.toContain('ledger_wave');
  });
});
