import { statementsMigration } from './statements';

// A game's `last_round_at` moves at most once per 10-second bucket (issue 20). 0014's triggers
// rewrote the game's row and its `games_active` entry on every round: a quarter of the cost of a
// round's insert (a micro-benchmark on this machine: 77 → 56 µs of CPU per insert with the update
// skipped). Now the row changes only when the round's time is in a later 10-second bucket than
// the one stored ('YYYY-MM-DDTHH:MM:S', the first 18 characters of an ISO time), so the stored time
// is the first round of its bucket: 'Active Games' (a round in the last 15 minutes) may let a
// table go up to 10 seconds early, never late. Frozen.

/** The trigger body: the game's time moves on when the round's is in a later bucket. */
const markGame = `update games set last_round_at = new.updated_at
    where id = new.game_id and (last_round_at is null or substr(last_round_at, 1, 18) < substr(new.updated_at, 1, 18))`;

const statements = [
  `drop trigger rounds_insert_marks_game`,
  `drop trigger rounds_update_marks_game`,
  `create trigger rounds_insert_marks_game after insert on rounds begin
    ${markGame};
  end`,
  `create trigger rounds_update_marks_game after update of updated_at on rounds begin
    ${markGame};
  end`,
];

export const activeGamesBucketsMigration = statementsMigration(
  '0017_active_games_buckets',
  statements,
);
