import { sql, type Kysely, type Migration } from 'kysely';

// Each table carries the time of its latest round, kept by a trigger in the round's transaction,
// as SQLite's `0005_active_tables`: 'Active Games' reads only the active tables. Frozen.

const up = [
  `alter table game_sessions add column last_round_at text`,
  `update game_sessions set last_round_at = (select max(r.updated_at) from rounds r where r.game_session_id = game_sessions.id)`,
  `create index game_sessions_active on game_sessions(wave_id, last_round_at) where last_round_at is not null`,
  `create function rounds_mark_table() returns trigger language plpgsql as $$
    begin
      update game_sessions set last_round_at = greatest(last_round_at, new.updated_at)
        where id = new.game_session_id;
      return null;
    end $$`,
  `create trigger rounds_mark_table after insert or update of updated_at on rounds
    for each row execute function rounds_mark_table()`,
  `drop index rounds_wave_recent`,
];

export const activeTablesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0005_active_tables cannot be undone: restore a backup instead');
  },
};
