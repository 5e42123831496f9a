import { sql, type Kysely, type Migration } from 'kysely';

// Provably fair seeds and game rounds on PostgreSQL, as SQLite's `0002_game_rounds`.
// Frozen: later changes go in a new migration.

const up = [
  `create table fairness_seeds (
    id text primary key,
    user_id text not null references users(id),
    server_seed text not null check (char_length(server_seed) = 64),
    server_seed_hash text not null check (char_length(server_seed_hash) = 64),
    created_at text not null,
    revealed_at text
  )`,
  `create unique index fairness_seeds_one_active on fairness_seeds(user_id) where revealed_at is null`,
  `create index fairness_seeds_user on fairness_seeds(user_id, created_at)`,

  `create table user_fairness (
    user_id text primary key references users(id),
    active_seed_id text not null references fairness_seeds(id),
    client_seed text not null check (char_length(client_seed) between 1 and 64),
    next_nonce integer not null default 0 check (next_nonce >= 0)
  )`,

  `create table rounds (
    id text primary key,
    user_id text not null references users(id),
    game_session_id text not null references game_sessions(id),
    wave_id text not null references waves(id),
    game text not null check (game in ('slots', 'blackjack', 'poker', 'roulette')),
    seed_id text not null references fairness_seeds(id),
    nonce integer not null check (nonce >= 0),
    client_seed text not null,
    stake bigint not null default 0 check (stake >= 0),
    payout bigint not null default 0 check (payout >= 0),
    status text not null check (status in ('in_progress', 'finished')),
    state text not null check (state::jsonb is not null),
    detail text check (detail is null or detail::jsonb is not null),
    created_at text not null,
    updated_at text not null,
    finished_at text,
    check ((status = 'finished') = (finished_at is not null)),
    check ((status = 'finished') = (detail is not null)),
    unique (user_id, nonce)
  )`,
  `create unique index rounds_one_open_per_session on rounds(game_session_id) where status = 'in_progress'`,
  `create index rounds_open on rounds(user_id, updated_at) where status = 'in_progress'`,
  `create index rounds_seed on rounds(seed_id)`,
];

export const gameRoundsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0002_game_rounds cannot be undone: restore a backup instead');
  },
};
