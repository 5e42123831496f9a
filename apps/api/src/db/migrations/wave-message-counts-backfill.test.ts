import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo, unmigratedDb } from '../../test/unmigrated-db';
import { migrateToLatest } from '../database';

// Migration 0015 backfills each wave's messages_count from its messages, and from then on its
// triggers keep it: a database with chat from before it shows the same counts after it.
describe('0015_wave_message_counts backfill', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('counts each wave’s messages (direct messages are no wave’s), then keeps counting', async () => {
    const db = await unmigratedDb(cleanups);
    await migrateTo(db, '0014_games');

    const at = '2030-01-01T12:00:00.000Z';
    const run = (statement: string) => sql.raw(statement).execute(db);
    for (const id of ['ann', 'bob'])
      await run(
        `insert into users (id, username, email, password_hash, created_at) values ('${id}', '${id}', '${id}@example.com', 'x', '${at}')`,
      );
    await run(
      `insert into waves (id, number, start_time) values ('w1', 1, '${at}'), ('w2', 2, '${at}'), ('w3', 3, '${at}')`,
    );
    const messages: Array<[string, string | null, string | null]> = [
      ['ann', 'w1', null],
      ['bob', 'w1', null],
      ['ann', 'w1', null],
      ['bob', 'w2', null],
      ['ann', null, 'bob'],
    ];
    for (const [i, [sender, wave, recipient]] of messages.entries())
      await run(
        `insert into messages (id, sender_id, wave_id, recipient_id, content, created_at) values ('m${i}', '${sender}', ${wave ? `'${wave}'` : 'null'}, ${recipient ? `'${recipient}'` : 'null'}, 'hi', '${at}')`,
      );

    await migrateToLatest(db);
    const kept = async () =>
      (
        await sql<{ id: string; messages_count: number }>`
          select id, messages_count from waves order by number`.execute(db)
      ).rows.map((r) => [r.id, Number(r.messages_count)]);
    expect(await kept()).toEqual([
      ['w1', 3],
      ['w2', 1],
      ['w3', 0],
    ]);

    await run(
      `insert into messages (id, sender_id, wave_id, content, created_at) values ('m9', 'bob', 'w3', 'later', '${at}')`,
    );
    await run(`delete from messages where sender_id = 'bob'`);
    expect(await kept()).toEqual([
      ['w1', 2],
      ['w2', 0],
      ['w3', 0],
    ]);
  });
});
