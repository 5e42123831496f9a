import { statementsMigration } from './statements';

// Achievements and notifications get an insertion sequence, `seq`, so "newest first" has a
// portable tie-break (SQLite's rowid has no PostgreSQL equivalent). SQLite cannot add an
// autoincrement column, so both tables are rebuilt, in their old rowid order, in one transaction.
// Frozen: later changes go in a new migration.

const statements = [
  `create table achievements_next (
    seq integer primary key autoincrement,
    id text not null unique,
    user_id text not null references users(id),
    type text not null,
    milestone integer not null default 0,
    title text not null,
    description text not null,
    icon text not null,
    created_at text not null,
    unique (user_id, type, milestone)
  ) strict`,
  `insert into achievements_next (id, user_id, type, milestone, title, description, icon, created_at)
    select id, user_id, type, milestone, title, description, icon, created_at from achievements order by rowid`,
  `drop table achievements`,
  `alter table achievements_next rename to achievements`,
  `create index achievements_user on achievements(user_id, created_at)`,

  `create table notifications_next (
    seq integer primary key autoincrement,
    id text not null unique,
    user_id text not null references users(id),
    kind text not null,
    title text not null,
    body text not null,
    created_at text not null
  ) strict`,
  `insert into notifications_next (id, user_id, kind, title, body, created_at)
    select id, user_id, kind, title, body, created_at from notifications order by rowid`,
  `drop table notifications`,
  `alter table notifications_next rename to notifications`,
  `create index notifications_user on notifications(user_id, created_at)`,
];

export const insertOrderMigration = statementsMigration('0004_insert_order', statements);
