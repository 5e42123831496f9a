import {
  API_SERVER_ENTRY,
  builtServerEnv,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from '@coinwave/local-server';
import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// End-to-end tests drive the built app (apps/api/dist/server.js serving apps/web/dist) in Debian's
// Chromium against a fresh SQLite database. Nothing is downloaded.
const port = Number(process.env.E2E_PORT ?? 3199);
/**
 * The server's data (its SQLite file): tests that run the admin command point it here. Workers
 * evaluate this file again; the variable makes them find the same folder.
 */
export const dataDir = process.env.E2E_DATA_DIR ?? madeDataDir();
process.env.E2E_DATA_DIR = dataDir;

/** A temp folder for the run's data, removed when the run's main process ends (after the server). */
function madeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-e2e-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
export const baseURL = `http://localhost:${port}`;

// A failing test leaves its trace and a screenshot here (`test:all` prints the folder). The
// default is inside this checkout: Playwright empties the folder as a run starts, so two
// checkouts testing at once must not share one.
const artifacts = process.env.E2E_ARTIFACTS_DIR ?? path.resolve('test-results');

export default defineConfig({
  testDir: './tests',
  outputDir: artifacts,
  // Two spec files at a time against the one server (tests within a file run in order). Every
  // test signs up its own players and looks only at what it made, so tests running side by side
  // in the same wave cannot disturb each other. E2E_WORKERS=1 runs one file at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Never retried: a retry would hide a flaky test, and a flaky test is a bug to fix.
  retries: 0,
  forbidOnly: true,
  // Generous: these only say when to give up on a test that is stuck. On a loaded 2-core machine
  // a test with two browsers takes up to a minute; the longest (many rounds, several players)
  // call `test.slow()`, which triples this.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    // A failed test keeps its trace (every action with the DOM before and after) and a screenshot
    // of the end. The trace films no screencast: filming made every page draw frames all along
    // (the e2e stage of fresh-clone test:all runs on a 2-core machine: 542 -> 369 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // No colour fade or animation is half-way when a test (or axe) looks at the page.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--disable-quic',
        // Fake camera, microphone and screen so recording and live streaming run headless.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--auto-select-desktop-capture-source=Entire screen',
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(API_SERVER_ENTRY)}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...builtServerEnv(port, dataDir),
      // Every test registers its players from 127.0.0.1, and the stress mode runs the suite five
      // times against one server: more accounts than one household's address gets in an hour.
      REGISTRATIONS_PER_IP_PER_HOUR: '10000',
    },
  },
});
