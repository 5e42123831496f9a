import { Migrator } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testPostgresServer } from '../config';
import type { Db } from '../db/database';
import { engineOf } from '../db/engine';
import { migrationsFor } from '../db/migrations';
import { openPostgres } from '../db/postgres';
import { openSqlite } from '../db/sqlite';
import { createTestDatabase } from './postgres';

/**
 * A fresh database of the suite's dialect with no migration run yet (PostgreSQL when the suite
 * runs on it, else a SQLite file), for tests of a migration's effect on data made before it. Its
 * removal is pushed on `cleanups` (run them in reverse).
 */
export async function unmigratedDb(cleanups: Array<() => Promise<void>>): Promise<Db> {
  const server = testPostgresServer();
  if (server) {
    const database = await createTestDatabase(server);
    const { db } = await openPostgres(database.url, 2, () => undefined);
    cleanups.push(database.drop, () => db.destroy());
    return db;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-migration-'));
  const { db } = openSqlite(dir);
  cleanups.push(
    async () => rmSync(dir, { recursive: true, force: true }),
    () => db.destroy(),
  );
  return db;
}

/** Runs the dialect's migrations up to and including `name`; throws on a failure. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const migrations = migrationsFor(engineOf(db).dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
