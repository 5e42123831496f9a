import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** The raw better-sqlite3 connection (statement-cached) behind a Db. */
export type RawDb = SqliteDatabase.Database;

/** Each Db (and each transaction's Db) to its raw connection: see `lib/transaction.ts` `raw`. */
const rawConnections = new WeakMap<Db, RawDb>();

/** Records that `db` runs on `sqlite` (openDatabase and withTransaction do it). */
export function registerRaw(db: Db, sqlite: RawDb): void {
  rawConnections.set(db, sqlite);
}

/** The raw connection behind `db`, if known. */
export function rawConnectionOf(db: Db): RawDb | undefined {
  return rawConnections.get(db);
}

export interface OpenedDatabase {
  db: Db;
  /** The raw connection, for the few places that need a synchronous IMMEDIATE transaction. */
  sqlite: SqliteDatabase.Database;
}

/** Opens (creating if needed) `dataDir/coinwave.db` in WAL mode with foreign keys on. */
export function openDatabase(dataDir: string): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(dataDir, 'coinwave.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  registerRaw(db, cached);
  return { db, sqlite };
}

/** Prepared statements kept per SQL text (kysely would prepare each query anew). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as kysely sees it, with `prepare` memoised: kysely's SQL text is stable per query
 * shape (values are bound), so hot paths reuse their compiled statements. Safe because the
 * connection is used by one query at a time and no statement is left iterating.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get: (target, key) => {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (and the server refuses to start) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
