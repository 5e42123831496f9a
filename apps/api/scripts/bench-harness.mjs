// Shared by bench.mjs and profile-spin.mjs: starts the built server on a temp DATA_DIR, signs up a
// bench user with enough coins, and builds the autocannon request that spins on free slots tables.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(here, '../dist/server.js');

/** Starts dist/server.js (with extra node flags, e.g. --cpu-prof) and waits for /api/health. */
export async function startServer(nodeArgs = []) {
  if (!existsSync(entry)) throw new Error('Build first: pnpm --filter @coinwave/api build');
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coinwave-bench-'));
  const server = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 100) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, dataDir, stop, pid: server.pid };
}

/** Registers the bench user, joins the wave, adds coins, opens 200 slots tables; returns the spin request. */
export async function prepareSpins({ base, dataDir }) {
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      username: 'bench',
      email: 'bench@example.com',
      password: 'bench-password',
    }),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const user = await register.json();
  await fetch(`${base}/api/waves/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ userId: user.id }),
  });

  // Bench only: enough coins for tens of thousands of spins, written straight into the database
  // file as one ledger entry (the API has no way to mint coins, and gets none here).
  const BENCH_COINS = 100_000_000;
  const sqlite = new Database(path.join(dataDir, 'coinwave.db'));
  sqlite.pragma('busy_timeout = 5000');
  sqlite.transaction(() => {
    const { coins } = sqlite
      .prepare('update users set coins = coins + ? where id = ? returning coins')
      .get(BENCH_COINS, user.id);
    sqlite
      .prepare(
        "insert into ledger_entries (user_id, amount, kind, balance_after, created_at) values (?, ?, 'claim', ?, ?)",
      )
      .run(user.id, BENCH_COINS, coins, new Date().toISOString());
  })();
  sqlite.close();

  // Slots tables: each spin takes a free table and gives it back with the reply (so no table ever
  // has two spins in flight); a table whose spin triggered the balloon bonus comes back only after
  // the bench has popped its balloons (a bonus blocks further spins on its table).
  const post = (url, body) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
  const free = [];
  for (let i = 0; i < 200; i++)
    free.push((await (await post('/api/games', { kind: 'slots' })).json()).id);
  const stats = { bonuses: 0, statuses: {} };
  const finishBonus = async (gameId) => {
    stats.bonuses += 1;
    for (let id = 0, tries = 0; id < 12 && tries < 50; tries++) {
      try {
        const reply = await (
          await post(`/api/games/${gameId}/slots/bonus/pop`, { balloonId: id })
        ).json();
        if (reply.round?.status === 'finished') break;
        id += 1;
      } catch {
        // A kept-alive socket reset under load: pop the same balloon again.
      }
    }
    free.push(gameId);
  };
  const spinRequest = {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ bet: 10 }),
    setupRequest: (request) => ({ ...request, path: `/api/games/${free.shift()}/slots/spin` }),
    onResponse: (status, body) => {
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      if (status !== 200) return console.error(`spin ${status}: ${body}`);
      const gameId = /"gameId":"([^"]+)"/.exec(body)[1];
      if (body.includes('"in_progress"')) void finishBonus(gameId);
      else free.push(gameId);
    },
  };
  // The same call refused at its first rule (bets go up in steps of 10): a 422 before any game
  // or database work, so it measures the HTTP path a spin cannot avoid.
  const refusedSpinRequest = {
    method: 'POST',
    path: `/api/games/${free[0]}/slots/spin`,
    headers: spinRequest.headers,
    body: JSON.stringify({ bet: 15 }),
  };
  return { user, cookie, spinRequest, refusedSpinRequest, stats };
}
