// How scripts and test runners outside the app run it locally: the built API server (which also
// serves the built web app) on its own port and data folder, and Debian's headless Chromium.
// Plain JavaScript so that `node` runs it as it is (the bench scripts) as well as TypeScript.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium unless CHROMIUM_PATH names another: nothing is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium in a container: no sandbox, GPU, background traffic or first run. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** The built API server (`pnpm --filter @coinwave/api build`). */
export const API_SERVER_ENTRY = fileURLToPath(
  new URL('../../apps/api/dist/server.js', import.meta.url),
);

/** The environment that puts the built server on `port` of 127.0.0.1 with its data in `dataDir`. */
export function builtServerEnv(port, dataDir) {
  return { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** How long the server may take to answer /api/health before starting counts as failed. */
const START_TIMEOUT_MS = 30_000;

/**
 * Starts the built server (`entry`, by default API_SERVER_ENTRY) on a free port and a fresh temp data folder (its name starts with
 * `tempPrefix`), with extra node flags (e.g. --cpu-prof) and environment, serving the built web
 * app unless `serveWeb` is false, and waits for /api/health. `stop()` ends it and removes the
 * folder.
 */
export async function startBuiltServer({
  entry = API_SERVER_ENTRY,
  nodeArgs = [],
  env = {},
  tempPrefix = 'coinwave-',
  serveWeb = true,
} = {}) {
  if (!existsSync(entry)) throw new Error('Build first: pnpm --filter @coinwave/api build');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), tempPrefix));
  const server = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      ...builtServerEnv(port, dataDir),
      ...(serveWeb ? {} : { WEB_DIST_DIR: path.join(dataDir, 'no-web') }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, dataDir, pid: server.pid, stop };
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      // Not listening yet: asked again below.
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`The server did not start within ${START_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
