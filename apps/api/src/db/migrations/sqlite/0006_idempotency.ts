import { sql, type Kysely, type Migration } from 'kysely';

// Idempotency keys (issue 16): a state-changing game or claim call may carry an `Idempotency-Key`;
// its key and its answer are stored in the same transaction as the coins it moved, so a repeat
// returns the first answer and moves nothing. One row per (user, key); `status` and `body` are set
// before the transaction commits (a row without them is never seen outside it). Rows older than the
// key lifetime (IDEMPOTENCY_KEY_HOURS, default 24) are swept. Frozen.

const statements = [
  `create table idempotency_keys (
    user_id text not null references users(id) on delete cascade,
    key text not null,
    fingerprint text not null,
    status integer,
    body text,
    created_at text not null,
    primary key (user_id, key)
  ) strict, without rowid`,
  `create index idempotency_keys_created on idempotency_keys(created_at)`,
];

export const idempotencyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw('begin immediate').execute(db);
    try {
      for (const statement of statements) await sql.raw(statement).execute(db);
      await sql.raw('commit').execute(db);
    } catch (error) {
      await sql.raw('rollback').execute(db);
      throw error;
    }
  },
  async down() {
    throw new Error('0006_idempotency cannot be undone: restore a backup instead');
  },
};
