import { tracked } from './drain';
import { engineOf, type Db } from './engine';
import { postgresConstraint } from './postgres';
import { sqliteConstraint } from './sqlite';

/**
 * Runs `fn` as one atomic transaction and resolves with its result only once it is committed;
 * rolls it back (and rejects) when `fn` throws. Inside `fn` use only `trx`. A call made inside a
 * transaction joins it. `fn` may run more than once, so it must do nothing but database work
 * (publish after the commit): on SQLite calls are grouped under one commit and run again when
 * another call of their group fails (see `db/sqlite.ts`); on PostgreSQL a transaction that hits a
 * serialization failure or a deadlock runs again (bounded). Once the database is
 * closing, a new transaction is refused as unavailable and those in flight finish (`db/drain.ts`).
 */
export function withTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  const engine = engineOf(db);
  if (engine.inTransaction(db)) return engine.transaction(db, fn);
  return tracked(db, () => engine.transaction(db, fn));
}

/** True when `db` is the connection of a running `withTransaction`. */
export function isInTransaction(db: Db): boolean {
  return engineOf(db).inTransaction(db);
}

/** True for a UNIQUE (or primary key) constraint failure, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  return sqliteConstraint(error) === 'unique' || postgresConstraint(error) === 'unique';
}

/** True for a CHECK constraint failure (e.g. coins >= 0), on either dialect. */
export function isCheckViolation(error: unknown): boolean {
  return sqliteConstraint(error) === 'check' || postgresConstraint(error) === 'check';
}
