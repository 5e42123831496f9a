import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;

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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (and the server refuses to start) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
