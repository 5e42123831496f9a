import { sql, type Kysely, type Migration } from 'kysely';

// The platform's tables on PostgreSQL: the same names, columns and guarantees as SQLite's
// `0001_platform` (coins >= 0, an append-only ledger, one round entry per (round, kind, seq)).
// Timestamps stay ISO-8601 text, as on SQLite, so both sort and compare them the same way.
// Coins and ledger amounts are bigint (read back as JS numbers). Usernames are citext: unique
// ignoring case, like SQLite's COLLATE NOCASE. Frozen: later changes go in a new migration.

const up = [
  `create extension if not exists citext`,
  `create table users (
    id text primary key,
    username citext not null unique,
    email text not null,
    password_hash text not null,
    coins bigint not null default 0 check (coins >= 0),
    last_coin_claim text,
    games_played integer not null default 0 check (games_played >= 0),
    games_won integer not null default 0 check (games_won >= 0 and games_won <= games_played),
    total_winnings bigint not null default 0 check (total_winnings >= 0),
    current_streak integer not null default 0 check (current_streak >= 0),
    best_streak integer not null default 0 check (best_streak >= current_streak),
    created_at text not null
  )`,

  `create table sessions (
    token_hash text primary key,
    user_id text not null references users(id) on delete cascade,
    created_at text not null,
    expires_at text not null
  )`,
  `create index sessions_user on sessions(user_id)`,

  `create table waves (
    id text primary key,
    number integer not null unique check (number >= 1),
    start_time text not null,
    created_by text references users(id)
  )`,

  `create table ledger_entries (
    id bigint generated always as identity primary key,
    user_id text not null references users(id),
    amount bigint not null check (amount <> 0),
    kind text not null constraint ledger_kind check (kind in ('starting_grant', 'claim', 'round_debit', 'round_credit')),
    wave_id text references waves(id),
    round_id text,
    seq integer not null default 0 check (seq >= 0),
    balance_after bigint not null check (balance_after >= 0),
    created_at text not null,
    constraint ledger_debit_sign check ((kind = 'round_debit') = (amount < 0)),
    constraint ledger_round_id check ((kind in ('round_debit', 'round_credit')) = (round_id is not null))
  )`,
  `create unique index ledger_round_once on ledger_entries(round_id, kind, seq) where round_id is not null`,
  `create unique index ledger_one_grant on ledger_entries(user_id) where kind = 'starting_grant'`,
  `create index ledger_user on ledger_entries(user_id)`,
  `create index ledger_wave on ledger_entries(wave_id, user_id) where wave_id is not null`,
  `create function ledger_append_only() returns trigger language plpgsql as $$
    begin raise exception 'ledger entries are append-only'; end $$`,
  `create trigger ledger_no_update before update or delete on ledger_entries
    for each row execute function ledger_append_only()`,
  // TRUNCATE would also erase history: refused the same way.
  `create trigger ledger_no_truncate before truncate on ledger_entries
    for each statement execute function ledger_append_only()`,

  `create table wave_members (
    wave_id text not null references waves(id),
    user_id text not null references users(id),
    joined_at text not null,
    primary key (wave_id, user_id)
  )`,
  `create index wave_members_user on wave_members(user_id)`,

  `create table game_sessions (
    id text primary key,
    wave_id text not null references waves(id),
    user_id text not null references users(id),
    kind text not null check (kind in ('slots', 'blackjack', 'poker', 'roulette')),
    state text not null default '{}' check (state::jsonb is not null),
    house_chips bigint check (house_chips >= 0),
    created_at text not null,
    updated_at text not null
  )`,
  `create index game_sessions_wave on game_sessions(wave_id, created_at)`,

  `create table messages (
    id text primary key,
    sender_id text not null references users(id),
    wave_id text references waves(id),
    recipient_id text references users(id),
    content text not null check (char_length(content) between 1 and 500),
    created_at text not null,
    check ((wave_id is null) <> (recipient_id is null))
  )`,
  `create index messages_wave on messages(wave_id, created_at) where wave_id is not null`,
  `create index messages_dm_sender on messages(sender_id, recipient_id, created_at) where recipient_id is not null`,
  `create index messages_dm_recipient on messages(recipient_id, sender_id, created_at) where recipient_id is not null`,

  `create table achievements (
    id text primary key,
    user_id text not null references users(id),
    type text not null,
    milestone integer not null default 0,
    title text not null,
    description text not null,
    icon text not null,
    created_at text not null,
    unique (user_id, type, milestone)
  )`,

  `create table notifications (
    id text primary key,
    user_id text not null references users(id),
    kind text not null,
    title text not null,
    body text not null,
    created_at text not null
  )`,
  `create index notifications_user on notifications(user_id, created_at)`,

  `create table media (
    id text primary key,
    user_id text not null references users(id),
    wave_id text not null references waves(id),
    type text not null check (type in ('image', 'video')),
    filename text not null,
    stored_name text not null unique,
    mime text not null,
    size bigint not null check (size > 0),
    created_at text not null
  )`,
  `create index media_wave on media(wave_id, created_at)`,

  `create table contact_messages (
    id text primary key,
    name text not null,
    email text not null,
    category text not null,
    subject text not null,
    message text not null,
    ip text not null,
    user_id text references users(id),
    created_at text not null
  )`,
];

export const platformMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0001_platform cannot be undone: restore a backup instead');
  },
};
