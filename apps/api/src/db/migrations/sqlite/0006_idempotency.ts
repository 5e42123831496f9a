import { statementsMigration } from './statements';

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

export const idempotencyMigration = statementsMigration('0006_idempotency', statements);
