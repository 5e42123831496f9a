import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';

/** The Origin every test request sends, matching app.inject's default host. */
export const TEST_ORIGIN = 'http://localhost:80';

/** A fresh app on a fresh, migrated SQLite file in a temp folder; `close()` removes it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<{ app: App; dataDir: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coinwave-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
