import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig, testPostgresServer } from '../config';
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

export interface TestApp {
  app: App;
  dataDir: string;
  /** The environment the app was configured from (another app built from it shares its data). */
  env: Record<string, string>;
  clock: TestClock;
  close: () => Promise<void>;
}

/**
 * A fresh app on a fresh, migrated database: a SQLite file in a temp folder, or, when the suite
 * runs on PostgreSQL (`COINWAVE_TEST_POSTGRES`), a new database on that server. `close()` removes
 * both.
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
