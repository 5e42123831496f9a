import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig } from '../config';

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
  clock: TestClock;
  close: () => Promise<void>;
}

/** A fresh app on a fresh, migrated SQLite file in a temp folder; `close()` removes it. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coinwave-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const clock = new TestClock();
  const app = await buildApp(config, { now: clock.now, passwordCost: TEST_SCRYPT, ...options });
  await app.ready();
  return {
    app,
    dataDir,
    clock,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
