import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Connections already inside `withTransaction`: a nested call joins the outer transaction. */
const inTransaction = new WeakSet<Db>();

/**
 * Runs `fn` in one `BEGIN IMMEDIATE` transaction on a dedicated connection: the write lock is
 * taken at the start, so a read followed by a write inside `fn` can never interleave with another
 * writer. Commits when `fn` resolves, rolls back when it throws. Inside `fn` use only `trx`
 * (using the outer `db` would wait for the connection this transaction holds).
 */
export async function withTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (inTransaction.has(db)) return fn(db);
  return db.connection().execute(async (trx) => {
    await sql`begin immediate`.execute(trx);
    inTransaction.add(trx);
    try {
      const result = await fn(trx);
      await sql`commit`.execute(trx);
      return result;
    } catch (error) {
      await sql`rollback`.execute(trx).catch(() => undefined);
      throw error;
    } finally {
      inTransaction.delete(trx);
    }
  });
}

/** True when `db` is the connection of a running `withTransaction`. */
export function isInTransaction(db: Db): boolean {
  return inTransaction.has(db);
}

/** True for a SQLite UNIQUE (or primary key) constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True for a SQLite CHECK constraint failure (e.g. coins >= 0). */
export function isCheckViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_CHECK';
}
