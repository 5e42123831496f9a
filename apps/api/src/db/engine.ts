import type { Kysely } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The two databases Coinwave runs on: SQLite (embedded, the default) and PostgreSQL. */
export type DialectName = 'sqlite' | 'postgres';

/** A statement's result: its rows (for a select or `returning`) and the rows it changed. */
export interface StatementResult<Row> {
  rows: Row[];
  changes: number;
}

/**
 * What differs between the dialects, behind one interface: how a transaction runs and how one SQL
 * statement (written once, with `?` placeholders) is executed. Feature code never sees it: it calls
 * `withTransaction` and the statement helpers of `db/statements.ts`.
 */
export interface Engine {
  readonly dialect: DialectName;
  /** `fn` as one atomic transaction on `db`; a call inside a transaction joins it. */
  transaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T>;
  /** True when `db` is the connection of a running transaction. */
  inTransaction(db: Db): boolean;
  /** One statement on `db` (the pool, or a transaction's connection). */
  run<Row>(db: Db, text: string, params: readonly unknown[]): Promise<StatementResult<Row>>;
  /** ` for update` where the dialect locks rows it reads for a later write, else ''. */
  readonly lockClause: string;
  /**
   * True where `returning` costs no more than a second statement (PostgreSQL: it saves a round
   * trip). SQLite fills a temporary table for every `returning`, a page allocated and zeroed.
   */
  readonly cheapReturning: boolean;
}

const engines = new WeakMap<Db, Engine>();

/** Records that `db` (a database or one of its transactions) runs on `engine`. */
export function registerEngine(db: Db, engine: Engine): void {
  engines.set(db, engine);
}

/** The engine behind `db`. */
export function engineOf(db: Db): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error('db: unknown database (not opened by openDatabase)');
  return engine;
}
