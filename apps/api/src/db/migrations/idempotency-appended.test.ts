import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../transaction';
import { migrateTo, unmigratedDb } from '../../test/unmigrated-db';
import { migrateToLatest } from '../database';
import type { IdempotencyKeysTable } from '../schema';

// Migration 0016 moves SQLite's idempotency keys to a table that appends rows in arrival order
// (PostgreSQL's is a heap already): the keys and answers from before it are all kept, and a key
// is still unique per user, which the claim's upsert relies on.
describe('0016_idempotency_appended', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every key and answer, and each key once per user', async () => {
    const db = await unmigratedDb(cleanups);
    await migrateTo(db, '0015_wave_message_counts');
    const run = (statement: string) => sql.raw(statement).execute(db);
    for (const id of ['ann', 'bob'])
      await run(
        `insert into users (id, username, email, password_hash, created_at) values ('${id}', '${id}', '${id}@example.com', 'x', '2030-01-01T12:00:00.000Z')`,
      );
    const keys: Array<[string, string, number | null, string | null, string]> = [
      ['ann', 'k1', 200, '{"a":1}', '2030-01-01T12:00:01.000Z'],
      ['ann', 'k2', null, null, '2030-01-01T12:00:02.000Z'],
      ['bob', 'k1', 200, '{"b":2}', '2030-01-01T12:00:00.500Z'],
    ];
    for (const [user, key, status, body, at] of keys)
      await run(
        `insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at) values ('${user}', '${key}', 'fp-${user}-${key}', ${status ?? 'null'}, ${body === null ? 'null' : `'${body}'`}, '${at}')`,
      );

    await migrateToLatest(db);
    const rows =
      await sql<IdempotencyKeysTable>`select user_id, key, fingerprint, status, body, created_at from idempotency_keys order by user_id, key`.execute(
        db,
      );
    expect(rows.rows.map((r) => [r.user_id, r.key, r.status, r.body, r.created_at])).toEqual([
      keys[0],
      keys[1],
      keys[2],
    ]);
    expect(rows.rows.map((r) => r.fingerprint)).toEqual(['fp-ann-k1', 'fp-ann-k2', 'fp-bob-k1']);

    const again = run(
      `insert into idempotency_keys (user_id, key, fingerprint, created_at) values ('ann', 'k1', 'other', '2030-01-02T00:00:00.000Z')`,
    );
    expect(
      isUniqueViolation(
        await again.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe(true);
  });
});
