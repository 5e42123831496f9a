import { statementsMigration } from './statements';

// A game's `last_round_at` is kept by the round's own code (rounds/lifecycle.service `markGame`),
// in the same 10-second buckets as 0017's triggers, which this drops: a trigger on `rounds` made
// SQLite journal every page that a round's insert or update changed (a statement journal, in case
// the trigger failed half-way), about 6 µs of CPU per round. Frozen.

const statements = [
  `drop trigger rounds_insert_marks_game`,
  `drop trigger rounds_update_marks_game`,
];

export const gamesMarkedByRoundsMigration = statementsMigration(
  '0019_games_marked_by_rounds',
  statements,
);
