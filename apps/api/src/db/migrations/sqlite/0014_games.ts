import { statementsMigration } from './statements';

// One name for a game: table `game_sessions` becomes `games` and `rounds.game_session_id` becomes
// `rounds.game_id`. SQLite rewrites references in foreign keys, indexes and trigger bodies on a
// rename; indexes cannot be renamed, so those named after the old table are re-created, and 0005's
// triggers are re-created under names that say game. Frozen.

const statements = [
  `alter table game_sessions rename to games`,
  `alter table rounds rename column game_session_id to game_id`,

  `drop index game_sessions_wave`,
  `create index games_wave on games(wave_id, created_at)`,
  `drop index game_sessions_active`,
  `create index games_active on games(wave_id, last_round_at) where last_round_at is not null`,
  `drop index rounds_one_open_per_session`,
  `create unique index rounds_one_open_per_game on rounds(game_id) where status = 'in_progress'`,

  `drop trigger rounds_insert_marks_table`,
  `drop trigger rounds_update_marks_table`,
  `create trigger rounds_insert_marks_game after insert on rounds begin
    update games set last_round_at = max(coalesce(last_round_at, ''), new.updated_at) where id = new.game_id;
  end`,
  `create trigger rounds_update_marks_game after update of updated_at on rounds begin
    update games set last_round_at = max(coalesce(last_round_at, ''), new.updated_at) where id = new.game_id;
  end`,
];

export const gamesMigration = statementsMigration('0014_games', statements);
