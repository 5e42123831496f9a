import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { registerEngine, type Db, type Engine, type StatementResult } from './engine';
import type { Database } from './schema';

// The embedded default: one better-sqlite3 connection in WAL mode. Its transactions are grouped
// (one COMMIT for the calls of one event-loop turn) and hot statements run synchronously on the
// raw connection while the group holds it.

/** Prepared statements kept per SQL text (kysely would prepare each query anew). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * A map of at most STATEMENT_CACHE_SIZE entries that forgets the oldest. A hit leaves the order
 * alone: moving the entry to the end (a delete and a set) made V8 rehash the map over and over,
 * 1.7 % of a spin's CPU. The statement texts are a small fixed set, so eviction is rare anyway.
 */
class StatementCache<V> {
  private readonly map = new Map<string, V>();

  get(key: string, make: (key: string) => V): V {
    let value = this.map.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.map.size >= STATEMENT_CACHE_SIZE) this.map.delete(this.map.keys().next().value!);
      this.map.set(key, value);
    }
    return value;
  }
}

/**
 * The connection as kysely sees it, with `prepare` memoised: kysely's SQL text is stable per query
 * shape (values are bound), so hot paths reuse their compiled statements. Safe because the
 * connection is used by one query at a time and no statement is left iterating.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new StatementCache<SqliteDatabase.Statement>();
  const prepare = (source: string) => cache.get(source, (text) => sqlite.prepare(text));
  return new Proxy(sqlite, {
    get: (target, key) => {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A statement the engine runs itself, with the function that makes an object of a raw row. */
interface RawStatement {
  statement: SqliteDatabase.Statement;
  toRow: ((values: unknown[]) => unknown) | null;
}

/**
 * Prepares `text` to return its rows as arrays, and compiles the object literal of its columns:
 * better-sqlite3 builds a row object through V8's slow property path, one column name at a time
 * (the play session's 20-column write took 6.5 µs with object rows, 4.0 µs with arrays made into
 * objects by this literal). Later columns of the same name win, as in an object row.
 */
function prepareRaw(sqlite: SqliteDatabase.Database, text: string): RawStatement {
  const statement = sqlite.prepare(text);
  if (!statement.reader) return { statement, toRow: null };
  statement.raw(true);
  const fields = statement.columns().map((c, i) => `${JSON.stringify(c.name)}: v[${i}]`);
  // The names come from the statement's own columns (SQL written in this codebase), quoted.
  const toRow = new Function('v', `return { ${fields.join(', ')} };`) as RawStatement['toRow'];
  return { statement, toRow };
}

interface Job {
  fn: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** At most this many transactions share one commit. */
const MAX_GROUP = 64;

/**
 * After a call of a group failed, this many groups give each call a savepoint of its own. A group
 * runs its calls without savepoints while none fails: any open savepoint made SQLite journal the
 * pages a call changes (about 6-9 µs of a spin's CPU). A failure there rolls the whole group back
 * and runs its calls again; a stream of failing calls (an abusive client) keeps the groups
 * on savepoints, where a failure costs nothing more.
 */
export const SAVEPOINT_GROUPS_AFTER_FAILURE = 16;

interface Outcome {
  ok: boolean;
  value: unknown;
}

/**
 * SQLite's engine: group commit and the raw connection. `withTransaction` runs `fn` as one atomic
 * transaction and resolves only once it is committed; the write lock is taken before `fn` starts
 * (`BEGIN IMMEDIATE`), so a read followed by a write inside `fn` never interleaves with another
 * writer. The calls that arrive within one turn of the event loop (and while the previous group
 * commits) run one after another inside one IMMEDIATE transaction with one COMMIT; a call that
 * throws has its changes, and only its, undone (see `runGroup`); if the commit fails, all of them
 * reject. Inside a transaction, statements run synchronously on the held connection.
 */
class SqliteEngine implements Engine {
  readonly dialect = 'sqlite' as const;
  readonly lockClause = '';
  readonly cheapReturning = false;
  private readonly inside = new WeakSet<Db>();
  private readonly queue: Job[] = [];
  private readonly statements = new StatementCache<RawStatement>();
  /** A group is scheduled or running (one at a time). */
  private busy = false;
  /** Groups left whose calls each get a savepoint of their own (after a failure). */
  private savepointGroups = 0;

  constructor(
    private readonly db: Db,
    private readonly sqlite: SqliteDatabase.Database,
  ) {}

  inTransaction(db: Db): boolean {
    return this.inside.has(db);
  }

  transaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
    if (this.inside.has(db)) return fn(db);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  async run<Row>(db: Db, text: string, params: readonly unknown[]): Promise<StatementResult<Row>> {
    if (!this.inside.has(db)) {
      // Outside a transaction the connection may be held by a group: go through kysely's queue.
      const result = await db.executeQuery<Row>(CompiledQuery.raw(text, [...params]));
      return { rows: [...result.rows], changes: Number(result.numAffectedRows ?? 0) };
    }
    const { statement, toRow } = this.statement(text);
    if (toRow)
      return { rows: (statement.all(...params) as unknown[][]).map(toRow) as Row[], changes: 0 };
    return { rows: [], changes: statement.run(...params).changes };
  }

  /** The engine's own prepared statement of `text` (not shared with kysely's, which returns objects). */
  private statement(text: string): RawStatement {
    return this.statements.get(text, (source) => prepareRaw(this.sqlite, source));
  }

  /** Starts the next group after this turn of the event loop, so concurrent calls can join it. */
  private schedule(): void {
    if (this.busy) return;
    this.busy = true;
    setImmediate(() => void this.runNextGroup());
  }

  private async runNextGroup(): Promise<void> {
    const jobs = this.queue.splice(0, MAX_GROUP);
    try {
      await this.db.connection().execute(async (trx) => {
        this.inside.add(trx);
        registerEngine(trx, this);
        try {
          await this.runGroup(trx, jobs);
        } finally {
          this.inside.delete(trx);
        }
      });
    } catch (error) {
      // The connection itself failed: every call of the group fails with it (settled ones ignore it).
      for (const job of jobs) job.reject(error);
    } finally {
      this.busy = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  /**
   * Runs the group's calls in order inside one IMMEDIATE transaction and commits them together.
   * Without savepoints first: when a call fails, the transaction is rolled back and the calls run
   * again from the start, each in a savepoint of its own (a transaction's `fn` does only database
   * work, so it may run again: see `withTransaction`), the failed one too, since its error may
   * carry what the calls before it wrote (an idempotent replay's answer), which their second run
   * writes anew. Only a failed first call keeps its error: it saw no other call's writes.
   */
  private async runGroup(trx: Db, jobs: Job[]): Promise<void> {
    const outcomes = new Array<Outcome>(jobs.length);
    try {
      this.exec('begin immediate');
      if (this.savepointGroups > 0) {
        this.savepointGroups -= 1;
        await this.runInSavepoints(trx, jobs, 0, outcomes);
      } else {
        const failed = await this.runStraight(trx, jobs, outcomes);
        if (failed !== -1) {
          this.exec('rollback');
          this.savepointGroups = SAVEPOINT_GROUPS_AFTER_FAILURE;
          if (jobs.length > 1) {
            this.exec('begin immediate');
            await this.runInSavepoints(trx, jobs, failed === 0 ? 1 : 0, outcomes);
          }
        }
      }
      if (this.sqlite.inTransaction) this.exec('commit');
    } catch (error) {
      if (this.sqlite.inTransaction) this.exec('rollback');
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.value);
    });
  }

  /**
   * Runs the calls one after another, no savepoint; stops at the first that fails. Returns its
   * index, its error in `outcomes` (the outcomes before it no longer hold once rolled back), or -1.
   * @throws the failure of a statement that ended the whole transaction (e.g. an I/O error)
   */
  private async runStraight(trx: Db, jobs: Job[], outcomes: Outcome[]): Promise<number> {
    for (let i = 0; i < jobs.length; i++) {
      outcomes[i] = await this.runCall(trx, jobs[i]!);
      if (!outcomes[i]!.ok) return i;
    }
    return -1;
  }

  /**
   * Runs the calls from `from` on, each in its own savepoint: a call that fails has its changes,
   * and only its, undone, and keeps the groups on savepoints a while longer.
   * @throws the failure of a statement that ended the whole transaction (e.g. an I/O error)
   */
  private async runInSavepoints(
    trx: Db,
    jobs: Job[],
    from: number,
    outcomes: Outcome[],
  ): Promise<void> {
    for (let i = from; i < jobs.length; i++) {
      this.exec('savepoint tx');
      outcomes[i] = await this.runCall(trx, jobs[i]!);
      if (!outcomes[i]!.ok) {
        this.exec('rollback to tx');
        this.savepointGroups = SAVEPOINT_GROUPS_AFTER_FAILURE;
      }
      this.exec('release tx');
    }
  }

  /**
   * One call's outcome, its result or its error.
   * @throws the failure of a statement that ended the whole transaction (e.g. an I/O error): then
   * nothing of the group is kept and every call in it fails
   */
  private async runCall(trx: Db, job: Job): Promise<Outcome> {
    try {
      return { ok: true, value: await job.fn(trx) };
    } catch (error) {
      if (!this.sqlite.inTransaction) throw error;
      return { ok: false, value: error };
    }
  }

  private exec(text: string): void {
    this.statement(text).statement.run();
  }
}

/** An open SQLite database: the kysely handle and the raw connection (for backups and tools). */
export interface SqliteDatabaseHandle {
  db: Db;
  sqlite: SqliteDatabase.Database;
  file: string;
}

/** The database file under DATA_DIR. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'coinwave.db');
}

/**
 * Opens (creating if needed) `dataDir/coinwave.db` in WAL mode with foreign keys on. Durability:
 * `synchronous = FULL` syncs the WAL at every commit, so an acknowledged round survives a power
 * loss, not only a crash of the process (NORMAL would sync only at checkpoints). Group commit
 * makes that one sync for every transaction of a group; the bench measured no difference in spins/s
 * between the two.
 */
export function openSqlite(dataDir: string): SqliteDatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = sqliteFile(dataDir);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Sorts and temporary b-trees (the leaderboard's tie order, unions) stay in memory, not in files.
  sqlite.pragma('temp_store = memory');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  registerEngine(db, new SqliteEngine(db, sqlite));
  return { db, sqlite, file };
}

/** SQLite's error codes for the constraint failures the services turn into refusals. */
export function sqliteConstraint(error: unknown): 'unique' | 'check' | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return 'unique';
  return code === 'SQLITE_CONSTRAINT_CHECK' ? 'check' : null;
}
