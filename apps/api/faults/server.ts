import { createSeededRng, randomFloat } from '@coinwave/game-core';
import { API_SERVER_ENTRY, builtServerEnv, freePort } from '@coinwave/local-server';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The built API (dist/server.js) as a real process for the fault suite: started on a data
// directory, killed with any signal, started again on the same data.

export interface ServerProcess {
  /** `http://127.0.0.1:PORT` */
  base: string;
  dataDir: string;
  /** The environment it runs with (a restart reuses it). */
  env: Record<string, string>;
  readonly pid: number | undefined;
  /** Sends `signal` and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same data directory and port. */
  restart(): Promise<void>;
  /** Stops it (SIGTERM) and removes its data directory. */
  dispose(): Promise<void>;
  /** The process's output so far (for failure messages). */
  output(): string;
}

/** Starts dist/server.js on a fresh data directory (or `env.DATA_DIR`) and waits for /api/health. */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(API_SERVER_ENTRY))
    throw new Error('Build first: pnpm --filter @coinwave/api build');
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'coinwave-fault-'));
  const fullEnv: Record<string, string> = {
    ...builtServerEnv(port, dataDir),
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  };
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const launch = async () => {
    child = spawn(process.execPath, [API_SERVER_ENTRY], {
      // The server reads its configuration from the environment it is given here.
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, ...fullEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child!.once('exit', (code) =>
        reject(new Error(`server exited (${code}) while starting:\n${log}`)),
      ),
    );
    exited.catch(() => undefined);
    for (let i = 0; ; i++) {
      try {
        if ((await Promise.race([fetch(`${base}/api/health`), exited])).ok) return;
      } catch (error) {
        if ((error as Error).message.startsWith('server exited') || i > 300) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };

  await launch();
  return {
    base,
    dataDir,
    env: fullEnv,
    get pid() {
      return child?.pid;
    },
    kill,
    restart: launch,
    dispose: async () => {
      await kill('SIGTERM');
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => log,
  };
}

/** A seeded stand-in for Math.random (game-core's seeded Rng), so a failing run replays. */
export function seededRandom(seed: number): () => number {
  const rng = createSeededRng(String(seed));
  return () => randomFloat(rng);
}
