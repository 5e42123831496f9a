import { statementsMigration } from './statements';

// A game's `last_round_at` moves at most once per 10-second bucket, as SQLite's
// `0017_active_games_buckets`: the game's row (and its `games_active` entry) is rewritten only when
// the round's time is in a later bucket than the one stored (the first 18 characters of an ISO
// time). Frozen.

const statements = [
  `create or replace function rounds_mark_game() returns trigger language plpgsql as $$
    begin
      update games set last_round_at = new.updated_at
        where id = new.game_id
          and (last_round_at is null or substr(last_round_at, 1, 18) < substr(new.updated_at, 1, 18));
      return null;
    end $$`,
];

export const activeGamesBucketsMigration = statementsMigration(
  '0017_active_games_buckets',
  statements,
);
