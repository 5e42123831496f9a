import { statementsMigration } from './statements';

// One name for a game: table `game_sessions` becomes `games` and `rounds.game_session_id` becomes
// `rounds.game_id`, as SQLite's `0014_games`. Indexes and constraints follow the table's name.
// A plpgsql body is stored as text, so 0005's trigger function (which names the old table and
// column) is replaced by one naming the new ones. Frozen.

const statements = [
  `alter table game_sessions rename to games`,
  `alter table rounds rename column game_session_id to game_id`,

  `alter table games rename constraint game_sessions_pkey to games_pkey`,
  `alter table games rename constraint game_sessions_wave_id_fkey to games_wave_id_fkey`,
  `alter table games rename constraint game_sessions_user_id_fkey to games_user_id_fkey`,
  `alter table games rename constraint game_sessions_kind_check to games_kind_check`,
  `alter table games rename constraint game_sessions_state_check to games_state_check`,
  `alter table games rename constraint game_sessions_house_chips_check to games_house_chips_check`,
  `alter table rounds rename constraint rounds_game_session_id_fkey to rounds_game_id_fkey`,
  `alter index game_sessions_wave rename to games_wave`,
  `alter index game_sessions_active rename to games_active`,
  `alter index rounds_one_open_per_session rename to rounds_one_open_per_game`,

  `drop trigger rounds_mark_table on rounds`,
  `drop function rounds_mark_table()`,
  `create function rounds_mark_game() returns trigger language plpgsql as $$
    begin
      update games set last_round_at = greatest(last_round_at, new.updated_at)
        where id = new.game_id;
      return null;
    end $$`,
  `create trigger rounds_mark_game after insert or update of updated_at on rounds
    for each row execute function rounds_mark_game()`,
];

export const gamesMigration = statementsMigration('0014_games', statements);
