import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../app';
import type { FeedTimers } from '../features/waves/wave-feed';
import { loadConfig, testPostgresServer } from '../config';
import { migrateToLatest } from '../db/database';
import { openSqlite, sqliteFile } from '../db/sqlite';
import { createTestDatabase } from './postgres';

/** The Origin every test request sends, matching app.inject's default host. */
export const TEST_ORIGIN = 'http://localhost:80';

/** Cheap scrypt for tests only (production uses PRODUCTION_SCRYPT). */
export const TEST_SCRYPT = { logN: 10, r: 8, p: 1 };

/** A clock tests move by hand. */
export class TestClock {
  constructor(public time = Date.parse('2030-01-01T12:00:00.000Z')) {}
  now = (): Date => new Date(this.time);
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * Feed timers that never come due: the coalesced `wave_update` is never sent, so its read of the
 * wave's counts (on real time) cannot land between a test's steps. For tests of the counts the
 * wave poll keeps, which that read replaces.
 */
export const HELD_FEED: FeedTimers = { set: () => 'held', clear: () => undefined };

export interface TestApp {
  app: App;
  dataDir: string;
  /** The environment the app was configured from (another app built from it shares its data). */
  env: Record<string, string>;
  clock: TestClock;
  close: () => Promise<void>;
}

let migratedSqlite: Promise<Buffer> | undefined;

/**
 * The bytes of a SQLite database with every migration applied, made once per test process: each
 * test app starts from a copy of them instead of migrating afresh (each DDL statement is its own
 * durable commit, most of what a test app's start-up cost). The app still runs its migrations,
 * finding nothing left to do. The folder it is made in goes at once: a test worker may end
 * without an 'exit' event, which left one behind per worker.
 */
function migratedSqliteBytes(): Promise<Buffer> {
  migratedSqlite ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-migrated-'));
    try {
      const { db, file } = openSqlite(dir);
      try {
        await migrateToLatest(db);
      } finally {
        // Closing the last connection folds the write-ahead log into the file.
        await db.destroy();
      }
      return readFileSync(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return migratedSqlite;
}

/**
 * A fresh app on a fresh, migrated database: a SQLite file in a temp folder (a copy of a migrated
 * one), or, when the suite runs on PostgreSQL (`COINWAVE_TEST_POSTGRES`), a new database on that
 * server. `close()` removes both. An `env` naming its own `DATA_DIR` or `DATABASE_URL` gets
 * that database as it is.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coinwave-test-'));
  const server = testPostgresServer();
  const database = server ? await createTestDatabase(server) : null;
  const fullEnv: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(database ? { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '4' } : {}),
    ...env,
  };
  if (!database && !env.DATA_DIR && !env.DATABASE_URL)
    writeFileSync(sqliteFile(dataDir), await migratedSqliteBytes());
  const clock = new TestClock();
  const app = await buildApp(loadConfig(fullEnv), {
    now: clock.now,
    passwordCost: TEST_SCRYPT,
    ...options,
  });
  await app.ready();
  return {
    app,
    dataDir,
    env: fullEnv,
    clock,
    close: async () => {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
