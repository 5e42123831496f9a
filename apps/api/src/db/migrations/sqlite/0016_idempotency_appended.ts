import { statementsMigration } from './statements';

// Idempotency keys appended in arrival order (issue 20): 0006 stored each key and its answer (a
// reply of about 700 bytes) in a WITHOUT ROWID table ordered by (user_id, key), so every key, a
// random one from the client, landed its whole row on a random page, splitting full pages: a
// claim and its answer took 47 µs of CPU with 50,000 keys stored. As a rowid table the rows go
// to the end and only a small index entry lands at random: 25 µs. Same columns, same key, the
// same unique (user_id, key) for the claim's upsert. Frozen.

const statements = [
  `create table idempotency_keys_appended (
    user_id text not null references users(id) on delete cascade,
    key text not null,
    fingerprint text not null,
    status integer,
    body text,
    created_at text not null
  ) strict`,
  `insert into idempotency_keys_appended (user_id, key, fingerprint, status, body, created_at)
    select user_id, key, fingerprint, status, body, created_at from idempotency_keys order by created_at`,
  `drop table idempotency_keys`,
  `alter table idempotency_keys_appended rename to idempotency_keys`,
  `create unique index idempotency_keys_key on idempotency_keys(user_id, key)`,
  `create index idempotency_keys_created on idempotency_keys(created_at)`,
];

export const idempotencyAppendedMigration = statementsMigration(
  '0016_idempotency_appended',
  statements,
);
