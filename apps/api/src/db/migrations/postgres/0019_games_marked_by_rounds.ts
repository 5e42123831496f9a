import { statementsMigration } from './statements';

// A game's `last_round_at` is kept by the round's own code (rounds/lifecycle.service `markGame`),
// as SQLite's `0019_games_marked_by_rounds`: the trigger and its function go. Frozen.

const statements = [`drop trigger rounds_mark_game on rounds`, `drop function rounds_mark_game()`];

export const gamesMarkedByRoundsMigration = statementsMigration(
  '0019_games_marked_by_rounds',
  statements,
);
