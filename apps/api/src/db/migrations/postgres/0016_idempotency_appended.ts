import { statementsMigration } from './statements';

// SQLite's `0016_idempotency_appended` moves its idempotency keys to a table that appends rows in
// arrival order. PostgreSQL's tables are heaps, which already do, with the primary key as a
// separate index: nothing to change. Frozen.

export const idempotencyAppendedMigration = statementsMigration('0016_idempotency_appended', []);
