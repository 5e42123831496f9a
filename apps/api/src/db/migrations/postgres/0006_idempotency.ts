import { sql, type Kysely, type Migration } from 'kysely';

// Idempotency keys, as SQLite's `0006_idempotency`: one row per (user, key) with the first answer,
// written in the transaction that moved the coins. A concurrent duplicate's insert waits on the
// primary key until the first commits, then finds its answer. Frozen.

const up = [
  `create table idempotency_keys (
    user_id text not null references users(id) on delete cascade,
    key text not null,
    fingerprint text not null,
    status integer,
    body text,
    created_at text not null,
    primary key (user_id, key)
  )`,
  `create index idempotency_keys_created on idempotency_keys(created_at)`,
];

export const idempotencyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0006_idempotency cannot be undone: restore a backup instead');
  },
};
