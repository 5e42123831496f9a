import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server';

// Slowloris: many connections that send their request headers one byte a second (and some that
// send nothing at all) must be cut by the server's header deadline, well within 30 s, while
// ordinary requests keep succeeding the whole time. The server runs with its default timeouts.

const SLOW = 300;
const SILENT = 50;
const CUT_WITHIN_MS = 30_000;

interface Slow {
  socket: net.Socket;
  openedAt: number;
  /** Resolves with the time the server closed the connection. */
  closed: Promise<number>;
}

function port(base: string): number {
  return Number(new URL(base).port);
}

/** Opens a connection and resolves once it is connected (with its close time to come). */
function connect(base: string): Promise<Slow> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port(base), '127.0.0.1');
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
    socket.on('error', () => undefined);
    // Read (and drop) what the server sends, so its closing end is seen.
    socket.resume();
    socket.once('connect', () => resolve({ socket, openedAt: Date.now(), closed }));
    socket.once('error', reject);
  });
}

describe('slowloris', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.dispose());

  it('cuts connections that trickle their headers within 30 s while normal requests go on', async () => {
    const slow = await Promise.all(Array.from({ length: SLOW }, () => connect(server.base)));
    const silent = await Promise.all(Array.from({ length: SILENT }, () => connect(server.base)));
    // Each slow client has sent the request line and keeps adding one header byte a second.
    for (const s of slow) s.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const drip = setInterval(() => {
      for (const s of slow) if (!s.socket.destroyed) s.socket.write('a');
    }, 1000);

    let served = 0;
    const failures: string[] = [];
    let attacking = true;
    const traffic = (async () => {
      while (attacking) {
        const started = Date.now();
        try {
          const res = await fetch(`${server.base}/api/health`, {
            signal: AbortSignal.timeout(5000),
          });
          if (res.status !== 200) failures.push(`status ${res.status}`);
          else served += 1;
          await res.arrayBuffer();
        } catch (error) {
          failures.push(`${(error as Error).message} after ${Date.now() - started} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    try {
      const all = [...slow, ...silent];
      const cutAfter = await Promise.all(all.map(async (s) => (await s.closed) - s.openedAt));
      expect(Math.max(...cutAfter)).toBeLessThan(CUT_WITHIN_MS);
    } finally {
      clearInterval(drip);
      attacking = false;
      await traffic;
    }
    expect(failures).toEqual([]);
    // Requests went on all along (one every ~100 ms for the 10 s or so the cut takes).
    expect(served).toBeGreaterThan(20);
    // And the server is fine afterwards.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const c = await connect(server.base);
    const answer = new Promise<number>((resolve) =>
      c.socket.once('data', () => resolve(Date.now())),
    );
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const answered = await answer;
    const idleFor = (await c.closed) - answered;
    expect(idleFor).toBeGreaterThan(4000);
    expect(idleFor).toBeLessThan(10_000);
  });
});

describe('connection cap', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ MAX_CONNECTIONS: '20', HEADERS_TIMEOUT_MS: '3000' });
  });
  afterAll(() => server?.dispose());

  it('drops connections beyond MAX_CONNECTIONS at once, and serves again once they are cut', async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => connect(server.base)));
    const extra = await Promise.all(Array.from({ length: 5 }, () => connect(server.base)));
    const started = Date.now();
    const dropped = await Promise.all(extra.map((s) => s.closed));
    // Dropped at once, long before any deadline.
    expect(Math.max(...dropped) - started).toBeLessThan(1500);
    await Promise.all(held.map((s) => s.closed));
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });
});
