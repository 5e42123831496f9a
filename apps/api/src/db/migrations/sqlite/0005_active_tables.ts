import { statementsMigration } from './statements';

// 'Active Games' counts a wave's tables with a round in the last 15 minutes. Counting distinct
// tables over the wave's recent rounds grows with every round played (tens of milliseconds per
// poll after 50,000 spins); each table now carries the time of its latest round, kept by the
// database in the round's own transaction, and the count reads only the active tables. Frozen.

const statements = [
  `alter table game_sessions add column last_round_at text`,
  `update game_sessions set last_round_at = (select max(r.updated_at) from rounds r where r.game_session_id = game_sessions.id)`,
  `create index game_sessions_active on game_sessions(wave_id, last_round_at) where last_round_at is not null`,
  `create trigger rounds_insert_marks_table after insert on rounds begin
    update game_sessions set last_round_at = max(coalesce(last_round_at, ''), new.updated_at) where id = new.game_session_id;
  end`,
  `create trigger rounds_update_marks_table after update of updated_at on rounds begin
    update game_sessions set last_round_at = max(coalesce(last_round_at, ''), new.updated_at) where id = new.game_session_id;
  end`,
  // Only the count above read rounds by wave and time.
  `drop index rounds_wave_recent`,
];

export const activeTablesMigration = statementsMigration('0005_active_tables', statements);
