import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { registerEngine, type Db, type Engine, type StatementResult } from './engine';
import type { Database } from './schema';

// PostgreSQL, for running several API instances on one database: a pg pool behind kysely's
// PostgresDialect. Transactions are READ COMMITTED; money moves with conditional UPDATEs and rows
// read for a later write are locked (`for update`), so no update is lost; a serialization failure
// or deadlock retries the whole transaction a bounded number of times.

/** A transaction that hit a serialization failure or a deadlock runs again, at most this often. */
export const MAX_TRANSACTION_ATTEMPTS = 4;

/** int8 (counts, sums, bigint columns) and numeric as JS numbers: coins are safe integers. */
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** `?` placeholders (written once for both dialects) as PostgreSQL's `$1, $2, ...`. */
const numbered = new Map<string, string>();
function toPostgres(text: string): string {
  let out = numbered.get(text);
  if (out === undefined) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    if (numbered.size > 1000) numbered.clear();
    numbered.set(text, out);
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class PostgresEngine implements Engine {
  readonly dialect = 'postgres' as const;
  readonly lockClause = ' for update';
  readonly cheapReturning = true;
  private readonly inside = new WeakSet<Db>();

  inTransaction(db: Db): boolean {
    return this.inside.has(db);
  }

  async transaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
    if (this.inside.has(db)) return fn(db);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction().execute(async (trx) => {
          this.inside.add(trx);
          registerEngine(trx, this);
          return fn(trx);
        });
      } catch (error) {
        if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
        // Full jitter, so the transactions that collided do not collide again.
        await sleep(Math.random() * 10 * 2 ** attempt);
      }
    }
  }

  async run<Row>(db: Db, text: string, params: readonly unknown[]): Promise<StatementResult<Row>> {
    const result = await db.executeQuery<Row>(CompiledQuery.raw(toPostgres(text), [...params]));
    return { rows: [...result.rows], changes: Number(result.numAffectedRows ?? 0) };
  }
}

/** Serialization failure or deadlock: the whole transaction may simply run again. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

/** PostgreSQL's error codes for the constraint failures the services turn into refusals. */
export function postgresConstraint(error: unknown): 'unique' | 'check' | null {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' ? 'unique' : code === '23514' ? 'check' : null;
}

/** `postgres://user@host:5432/db` without the password, for messages and logs. */
export function describePostgres(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'an unparsable DATABASE_URL';
  }
}

/** A short reason for a failure (a refused connection has no message, only a code). */
export function reason(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown } | null;
  if (typeof e?.message === 'string' && e.message) return e.message;
  if (typeof e?.code === 'string') return e.code;
  return String(error);
}

/** An open PostgreSQL database: the kysely handle and its pool. */
export interface PostgresHandle {
  db: Db;
  pool: pg.Pool;
}

/**
 * Opens a pool of `poolSize` connections and checks that the database answers; throws a readable
 * error naming the host (never the password) when it does not. Idle connections that break are
 * replaced by the pool; the error is reported to `onError`, never thrown.
 */
export async function openPostgres(
  url: string,
  poolSize: number,
  onError: (error: Error) => void,
): Promise<PostgresHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // A connection that breaks emits 'error' on its client, idle or busy; without a listener that
  // would crash the process. The pool replaces broken clients; a query in flight rejects.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  try {
    await pool.query('select 1');
  } catch (error) {
    // The failed probe is the error to report; ending the half-open pool is only tidying up.
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot reach PostgreSQL at ${describePostgres(url)}: ${reason(error)}`, {
      cause: error,
    });
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerEngine(db, new PostgresEngine());
  return { db, pool };
}
