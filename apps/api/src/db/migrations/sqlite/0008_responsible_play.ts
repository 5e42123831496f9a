import { statementsMigration } from './statements';

// Responsible play (issue 17). One row per player who played or set anything: the limits in force,
// the loosenings waiting out their 24 hours (a value and when it applies, per limit; `_at` null
// means nothing pending), the active cool-off or self-exclusion, and the current play session
// (kept in each round's transaction, so a round reads and writes this one row by its key). The
// reality check defaults to every 60 minutes; null turns it off. `play_restrictions` keeps every
// cool-off and self-exclusion ever taken. Net losses are summed from the ledger's round entries by
// (user, time): `ledger_user_rounds` answers that from the index alone. Frozen.

const LIMIT = (column: string) => `${column} integer check (${column} is null or ${column} >= 1)`;
const PERIODS = `('24h', '7d', '30d', '6m', 'permanent')`;

const statements = [
  `create table responsible_play (
    user_id text primary key references users(id) on delete cascade,
    ${LIMIT('daily_loss_limit')},
    ${LIMIT('weekly_loss_limit')},
    ${LIMIT('session_minutes')},
    reality_check_minutes integer default 60 check (reality_check_minutes is null or reality_check_minutes in (15, 30, 60)),
    ${LIMIT('pending_daily_loss_limit')},
    pending_daily_loss_limit_at text,
    ${LIMIT('pending_weekly_loss_limit')},
    pending_weekly_loss_limit_at text,
    ${LIMIT('pending_session_minutes')},
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
  ) strict, without rowid`,
  `create table play_restrictions (
    id integer primary key,
    user_id text not null references users(id) on delete cascade,
    period text not null check (period in ${PERIODS}),
    started_at text not null,
    ends_at text
  ) strict`,
  `create index play_restrictions_user on play_restrictions(user_id, started_at)`,
  `create index ledger_user_rounds on ledger_entries(user_id, created_at, amount) where round_id is not null`,
];

export const responsiblePlayMigration = statementsMigration('0008_responsible_play', statements);
