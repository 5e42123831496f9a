import { freePort } from '@coinwave/local-server';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real API processes (src/server.ts through tsx) for the cluster tests, and a TCP balancer in
// front of them: one address for clients, round robin per connection, skipping a backend that
// refuses (a killed instance), as any load balancer passing WebSocket upgrades would.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Instance {
  name: string;
  port: number;
  origin: string;
  process: ChildProcess;
  /** The process's log file (stdout and stderr). */
  log: string;
  /** SIGKILL: no shutdown, no goodbye, as a crash. Resolves once the process is gone (its port refuses). */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts one API instance with `env` and waits until its health check answers 200. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  logDir: string,
): Promise<Instance> {
  const port = await freePort();
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // The child inherits this environment (PATH, HOME...): passed through, not read as configuration.
    // eslint-disable-next-line no-restricted-properties
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    const state = await Promise.race([
      exited.then(() => 'exited' as const),
      fetch(`${origin}/api/health`)
        .then((r) => (r.ok ? 'up' : 'starting'))
        .catch(() => 'starting' as const),
    ]);
    if (state === 'up') break;
    if (state === 'exited' || i > 240) throw new Error(`${name} did not start: see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    port,
    origin,
    process: child,
    log,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export interface Balancer {
  port: number;
  origin: string;
  close(): Promise<void>;
}

/**
 * One address in front of `ports`: each connection goes to the next backend in turn, or, when that
 * one refuses, to each following one once.
 */
export async function startBalancer(ports: readonly number[]): Promise<Balancer> {
  let next = 0;
  const open = new Set<net.Socket>();
  // `tried` counts this connection's own attempts: connections opened meanwhile move `next` on, so
  // a retry taken from it could land on the backend that just refused.
  const connectTo = (client: net.Socket, first: number, tried = 0): void => {
    if (tried === ports.length) {
      client.destroy();
      return;
    }
    const port = ports[(first + tried) % ports.length]!;
    const backend = net.connect({ host: '127.0.0.1', port });
    backend.once('error', () => connectTo(client, first, tried + 1));
    backend.once('connect', () => {
      open.add(backend);
      backend.removeAllListeners('error');
      backend.on('error', () => client.destroy());
      client.once('close', () => backend.destroy());
      backend.once('close', () => {
        open.delete(backend);
        client.destroy();
      });
      client.pipe(backend);
      backend.pipe(client);
      client.resume();
    });
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    // A client that drops mid-way only ends its own pair of connections.
    client.on('error', () => client.destroy());
    open.add(client);
    client.once('close', () => open.delete(client));
    connectTo(client, next++ % ports.length);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A folder for the instances' data and logs, removed with `remove()`. */
export function scratchDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-cluster-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A TCP proxy to one target (a database, Redis) that a test can cut and restore, as a network
 * outage would: `cut()` drops every connection and refuses new ones; `restore()` listens again on
 * the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<this> {
    if (!this.port) this.port = await freePort();
    this.server = net.createServer((client) => {
      client.on('error', () => client.destroy());
      const upstream = net.connect(this.target);
      upstream.on('error', () => client.destroy());
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.once('close', () => this.sockets.delete(s));
      }
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  /** Every connection dropped, new ones refused. */
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = null;
  }

  restore(): Promise<this> {
    return this.start();
  }
}
