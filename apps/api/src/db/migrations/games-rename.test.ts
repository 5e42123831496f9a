import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo, unmigratedDb } from '../../test/unmigrated-db';
import { migrateToLatest } from '../database';
import { engineOf } from '../engine';

// Migration 0014 renames `game_sessions` to `games` and `rounds.game_session_id` to `game_id`: a
// database with games and rounds made before it keeps them, and the trigger of 0005 (rewritten
// by 0014) still kept each game's `last_round_at`, until 0019 dropped it.
describe('0014_games rename', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const at = (minute: number) => `2030-01-01T12:${String(minute).padStart(2, '0')}:00.000Z`;
  /** A round of ann's in wave w1; `column` names its game (game_session_id before 0014). */
  const round = (
    column: string,
    id: string,
    gameId: string,
    nonce: number,
    status: string,
    minute: number,
  ) =>
    `insert into rounds (id, user_id, ${column}, wave_id, game, seed_id, nonce, client_seed, status, state, detail, created_at, updated_at, finished_at)
     values ('${id}', 'ann', '${gameId}', 'w1', 'slots', 's1', ${nonce}, 'c', '${status}', '{}', ${status === 'finished' ? `'{}'` : 'null'}, '${at(minute)}', '${at(minute)}', ${status === 'finished' ? `'${at(minute)}'` : 'null'})`;

  it('keeps the games and their rounds, and a new round still marks its game', async () => {
    const db = await unmigratedDb(cleanups);
    await migrateTo(db, '0013_wave_scores');
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(
      `insert into users (id, username, email, password_hash, created_at) values ('ann', 'ann', 'ann@example.com', 'x', '${at(0)}')`,
    );
    await run(`insert into waves (id, number, start_time) values ('w1', 1, '${at(0)}')`);
    await run(
      `insert into fairness_seeds (id, user_id, server_seed, server_seed_hash, created_at) values ('s1', 'ann', '${'a'.repeat(64)}', '${'b'.repeat(64)}', '${at(0)}')`,
    );
    for (const [id, kind] of [
      ['g1', 'slots'],
      ['g2', 'poker'],
    ])
      await run(
        `insert into game_sessions (id, wave_id, user_id, kind, state, house_chips, created_at, updated_at) values ('${id}', 'w1', 'ann', '${kind}', '{"hands":3}', ${kind === 'poker' ? 10000 : 'null'}, '${at(1)}', '${at(1)}')`,
      );
    await run(round('game_session_id', 'r1', 'g1', 0, 'finished', 2));
    await run(round('game_session_id', 'r2', 'g1', 1, 'in_progress', 3));

    // Up to the last migration with the triggers (0019 gives their work to the round's code).
    await migrateTo(db, '0018_checks_without_lists');

    const games = await sql<{ id: string; kind: string; state: string; house_chips: unknown }>`
      select id, kind, state, house_chips, last_round_at from games order by id`.execute(db);
    expect(games.rows.map((g) => ({ ...g, house_chips: g.house_chips ?? null }))).toEqual([
      {
        id: 'g1',
        kind: 'slots',
        state: '{"hands":3}',
        house_chips: null,
        last_round_at: at(3),
      },
      {
        id: 'g2',
        kind: 'poker',
        state: '{"hands":3}',
        house_chips: expect.anything(),
        last_round_at: null,
      },
    ]);
    expect(Number(games.rows[1]!.house_chips)).toBe(10_000);
    const rounds = await sql<{ id: string; game_id: string }>`
      select id, game_id from rounds order by id`.execute(db);
    expect(rounds.rows).toEqual([
      { id: 'r1', game_id: 'g1' },
      { id: 'r2', game_id: 'g1' },
    ]);

    // The trigger: a new round, and a later write to a round, move their game's last_round_at.
    await run(round('game_id', 'r3', 'g2', 2, 'finished', 4));
    await run(`update rounds set updated_at = '${at(5)}' where id = 'r2'`);
    const marked = await sql<{ id: string; last_round_at: string }>`
      select id, last_round_at from games order by id`.execute(db);
    expect(marked.rows).toEqual([
      { id: 'g1', last_round_at: at(5) },
      { id: 'g2', last_round_at: at(4) },
    ]);

    // Still one open round per game, and rounds refer to existing games only.
    await expect(run(round('game_id', 'r4', 'g1', 3, 'in_progress', 6))).rejects.toThrow();
    await expect(run(round('game_id', 'r5', 'nope', 4, 'finished', 6))).rejects.toThrow();
  });

  it('leaves no index, constraint, trigger or function named after game sessions', async () => {
    const db = await unmigratedDb(cleanups);
    await migrateToLatest(db);
    const names =
      engineOf(db).dialect === 'postgres'
        ? sql<{ name: string; body: string | null }>`
            select indexname as name, null as body from pg_indexes where schemaname = 'public'
            union all select conname, null from pg_constraint
            union all select tgname, null from pg_trigger where not tgisinternal
            union all select proname, prosrc from pg_proc
              where pronamespace = 'public'::regnamespace`
        : sql<{ name: string; body: string | null }>`select name, sql as body from sqlite_master`;
    const found = (await names.execute(db)).rows.filter((r) =>
      /game_session/.test(`${r.name} ${r.body ?? ''}`),
    );
    expect(found).toEqual([]);
  });
});
