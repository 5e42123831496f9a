import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo, unmigratedDb } from '../../test/unmigrated-db';
import { migrateToLatest } from '../database';

// Migration 0013 backfills each member's score from the ledger: a database with rounds played
// before it gets the same leaderboard after it.
describe('0013_wave_scores backfill', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('sums each member’s round entries of the wave, and nothing else', async () => {
    const db = await unmigratedDb(cleanups);
    await migrateTo(db, '0012_live_media');

    const at = '2030-01-01T12:00:00.000Z';
    const run = (statement: string) => sql.raw(statement).execute(db);
    for (const id of ['ann', 'bob', 'cid'])
      await run(
        `insert into users (id, username, email, password_hash, created_at) values ('${id}', '${id}', '${id}@example.com', 'x', '${at}')`,
      );
    await run(
      `insert into waves (id, number, start_time) values ('w1', 1, '${at}'), ('w2', 2, '${at}')`,
    );
    await run(
      `insert into wave_members (wave_id, user_id, joined_at) values ('w1', 'ann', '${at}'), ('w1', 'bob', '${at}'), ('w2', 'ann', '${at}')`,
    );
    const entries: Array<[string, number, string, string | null, string | null, number]> = [
      ['ann', 100, 'starting_grant', null, null, 100],
      ['ann', -30, 'round_debit', 'w1', 'r1', 70],
      ['ann', 50, 'round_credit', 'w1', 'r1', 120],
      ['ann', 10, 'claim', null, null, 130],
      ['ann', -25, 'round_debit', 'w1', 'r2', 105],
      ['ann', -40, 'round_debit', 'w2', 'r3', 65],
      ['ann', 15, 'auto_settle', 'w2', 'r3', 80],
      ['cid', 100, 'starting_grant', null, null, 100],
      ['cid', -10, 'round_debit', 'w1', 'r4', 90],
    ];
    for (const [user, amount, kind, wave, round, balance] of entries)
      await run(
        `insert into ledger_entries (user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at) values ('${user}', ${amount}, '${kind}', ${wave ? `'${wave}'` : 'null'}, ${round ? `'${round}'` : 'null'}, 0, ${balance}, '${at}')`,
      );

    await migrateToLatest(db);
    const { rows } = await sql<{ wave_id: string; user_id: string; score: number | string }>`
      select wave_id, user_id, score from wave_members order by wave_id, user_id`.execute(db);
    expect(rows.map((r) => [r.wave_id, r.user_id, Number(r.score)])).toEqual([
      ['w1', 'ann', -5], // -30 + 50 - 25; the grant and the claim do not count
      ['w1', 'bob', 0], // no rounds; cid played in w1 without being a member
      ['w2', 'ann', -25],
    ]);
  });
});
