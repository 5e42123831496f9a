import { sql, type Kysely, type Migration } from 'kysely';

// Responsible play, as SQLite's `0008_responsible_play`: one row per player with the limits in
// force, the pending loosenings, the active cool-off or self-exclusion and the current play
// session; every restriction ever taken; and an index summing a player's round entries by time.
// Loss limits are bigint like coins. Frozen.

const LIMIT = (column: string) => `${column} bigint check (${column} is null or ${column} >= 1)`;
const MINUTES = (column: string) => `${column} integer check (${column} is null or ${column} >= 1)`;
const PERIODS = `('24h', '7d', '30d', '6m', 'permanent')`;

const up = [
  `create table responsible_play (
    user_id text primary key references users(id) on delete cascade,
    ${LIMIT('daily_loss_limit')},
    ${LIMIT('weekly_loss_limit')},
    ${MINUTES('session_minutes')},
    reality_check_minutes integer default 60 check (reality_check_minutes is null or reality_check_minutes in (15, 30, 60)),
    ${LIMIT('pending_daily_loss_limit')},
    pending_daily_loss_limit_at text,
    ${LIMIT('pending_weekly_loss_limit')},
    pending_weekly_loss_limit_at text,
    ${MINUTES('pending_session_minutes')},
    pending_session_minutes_at text,
    pending_reality_check_minutes integer check (pending_reality_check_minutes is null or pending_reality_check_minutes in (15, 30, 60)),
    pending_reality_check_minutes_at text,
    restriction_period text check (restriction_period is null or restriction_period in ${PERIODS}),
    restriction_started_at text,
    restriction_ends_at text,
    session_started_at text,
    last_round_at text,
    prior_round_at text,
    session_rounds integer not null default 0 check (session_rounds >= 0),
    reality_check_acked_at text
  )`,
  `create table play_restrictions (
    id bigint generated always as identity primary key,
    user_id text not null references users(id) on delete cascade,
    period text not null check (period in ${PERIODS}),
    started_at text not null,
    ends_at text
  )`,
  `create index play_restrictions_user on play_restrictions(user_id, started_at)`,
  `create index ledger_user_rounds on ledger_entries(user_id, created_at) include (amount) where round_id is not null`,
];

export const responsiblePlayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0008_responsible_play cannot be undone: restore a backup instead');
  },
};
