import { rawConnectionOf, registerRaw, type Db, type RawDb } from '../db/database';

/** Connections already inside `withTransaction`: a nested call joins the outer transaction. */
const inTransaction = new WeakSet<Db>();

interface Job {
  fn: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** At most this many transactions share one commit. */
const MAX_GROUP = 64;

interface Committer {
  queue: Job[];
  /** A group is scheduled or running (one at a time per database). */
  busy: boolean;
}
const committers = new WeakMap<Db, Committer>();

/**
 * Runs `fn` as one atomic transaction and resolves with its result only once it is committed;
 * rolls it back (and rejects) when `fn` throws. The write lock is taken before `fn` starts
 * (`BEGIN IMMEDIATE`), so a read followed by a write inside `fn` can never interleave with another
 * writer. Inside `fn` use only `trx` (the outer `db` would wait for the connection `fn` holds).
 *
 * Group commit: the calls that arrive within one turn of the event loop (and while the previous
 * group commits) run one after another, each in its own SAVEPOINT (its changes, and only its, are
 * undone when it throws), inside one IMMEDIATE transaction with one COMMIT. Each still sees every
 * change made before it; none resolves before the commit has succeeded (if the commit fails, all
 * of them reject). The connection is held for the whole group, so inside `fn` the hot
 * repositories may also run prepared statements synchronously on it (`raw(trx)`).
 */
export function withTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (inTransaction.has(db)) return fn(db);
  let committer = committers.get(db);
  if (!committer) committers.set(db, (committer = { queue: [], busy: false }));
  const c = committer;
  return new Promise<T>((resolve, reject) => {
    c.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    schedule(db, c);
  });
}

/** Starts the next group after this turn of the event loop, so concurrent calls can join it. */
function schedule(db: Db, committer: Committer): void {
  if (committer.busy) return;
  committer.busy = true;
  setImmediate(() => void runNextGroup(db, committer));
}

async function runNextGroup(db: Db, committer: Committer): Promise<void> {
  const jobs = committer.queue.splice(0, MAX_GROUP);
  const sqlite = rawConnectionOf(db);
  try {
    if (!sqlite) throw new Error('withTransaction: unknown database');
    await db.connection().execute(async (trx) => {
      inTransaction.add(trx);
      registerRaw(trx, sqlite);
      try {
        await runGroup(sqlite, trx, jobs);
      } finally {
        inTransaction.delete(trx);
      }
    });
  } catch (error) {
    // The connection itself failed: every call of the group fails with it (settled ones ignore it).
    for (const job of jobs) job.reject(error);
  } finally {
    committer.busy = false;
    if (committer.queue.length > 0) schedule(db, committer);
  }
}

async function runGroup(sqlite: RawDb, trx: Db, jobs: Job[]): Promise<void> {
  const outcomes: Array<{ ok: boolean; value: unknown }> = [];
  try {
    sqlite.prepare('begin immediate').run();
    for (const job of jobs) {
      sqlite.prepare('savepoint tx').run();
      try {
        const value = await job.fn(trx);
        sqlite.prepare('release tx').run();
        outcomes.push({ ok: true, value });
      } catch (error) {
        // A failed statement can end the whole transaction (e.g. an I/O error): then nothing of
        // the group is kept and every call in it fails.
        if (!sqlite.inTransaction) throw error;
        sqlite.prepare('rollback to tx').run();
        sqlite.prepare('release tx').run();
        outcomes.push({ ok: false, value: error });
      }
    }
    sqlite.prepare('commit').run();
  } catch (error) {
    if (sqlite.inTransaction) sqlite.prepare('rollback').run();
    for (const job of jobs) job.reject(error);
    return;
  }
  jobs.forEach((job, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.value);
  });
}

/** True when `db` is the connection of a running `withTransaction`. */
export function isInTransaction(db: Db): boolean {
  return inTransaction.has(db);
}

/**
 * The raw, statement-cached better-sqlite3 connection of a running transaction, for hot paths
 * (one synchronous prepared statement instead of a kysely round trip). Only inside
 * `withTransaction`: outside it the connection may be in the middle of another caller's
 * transaction.
 */
export function raw(trx: Db): RawDb {
  if (!inTransaction.has(trx)) throw new Error('raw(): only inside withTransaction');
  return rawConnectionOf(trx)!;
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
