import { Migrator, type MigrationProvider } from 'kysely';
import type { Config } from '../config';
import { drain } from './drain';
import { engineOf, type Db, type DialectName } from './engine';
import { migrationsFor } from './migrations/index';
import { describePostgres, openPostgres } from './postgres';
import { openSqlite } from './sqlite';

export type { Db, DialectName } from './engine';

/** An open database, whichever the dialect. */
export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  /** Where it is, for logs and health (never a password). */
  location: string;
  /** Resolves when the database answers a trivial query (health checks). */
  ping(): Promise<void>;
  /** Refuses new transactions and waits (bounded) for those in flight; true when all ended. */
  drain(): Promise<boolean>;
  /** Drains, then closes the connections (once: later calls wait for the same close). */
  close(): Promise<void>;
}

/** How long closing waits for the transactions in flight. */
const DRAIN_TIMEOUT_MS = 5_000;

function closable(db: Db) {
  let closed: Promise<void> | undefined;
  return {
    drain: () => drain(db, DRAIN_TIMEOUT_MS),
    close: () =>
      (closed ??= (async () => {
        await drain(db, DRAIN_TIMEOUT_MS);
        await db.destroy();
      })()),
  };
}

/**
 * Opens the configured database: PostgreSQL when `DATABASE_URL` is set, else the embedded SQLite
 * file under `DATA_DIR`. Throws a readable error when PostgreSQL cannot be reached.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>,
  onBackgroundError: (error: Error) => void = () => undefined,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const { db, pool } = await openPostgres(
      config.databaseUrl,
      config.databasePoolSize,
      onBackgroundError,
    );
    return {
      db,
      dialect: 'postgres',
      location: `PostgreSQL at ${describePostgres(config.databaseUrl)}`,
      ping: async () => {
        await pool.query('select 1');
      },
      ...closable(db),
    };
  }
  const { db, sqlite, file } = openSqlite(config.dataDir);
  return {
    db,
    dialect: 'sqlite',
    location: `SQLite at ${file}`,
    ping: async () => {
      sqlite.prepare('select 1').get();
    },
    ...closable(db),
  };
}

/**
 * Brings the schema up to date with the dialect's migrations; throws (and the server refuses to
 * start) if one fails. On PostgreSQL, kysely holds an advisory lock while migrating, so several
 * instances starting at once on an empty database migrate it once and all come up.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrations = migrationsFor(engineOf(db).dialect);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
