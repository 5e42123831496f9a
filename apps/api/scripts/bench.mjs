// Measures the built server: GET /api/health against authenticated calls (slots spins, GET
// /api/auth/me, GET /api/waves/current), autocannon with 50 connections for DURATION seconds each,
// in one run. Usage: pnpm --filter @coinwave/api bench   (BENCH_SECONDS=10 by default)
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(here, '../dist/server.js');
if (!existsSync(entry)) throw new Error('Build first: pnpm --filter @coinwave/api build');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'coinwave-bench-'));
const server = spawn(process.execPath, [entry], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web') }, stdio: ['ignore', 'inherit', 'inherit'] });

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 100) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'bench', email: 'bench@example.com', password: 'bench-password' }),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const user = await register.json();
  await fetch(`${base}/api/waves/join`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify({ userId: user.id }) });

  // Bench only: enough coins for tens of thousands of spins, written straight into the database
  // file as one ledger entry (the API has no way to mint coins, and gets none here).
  const BENCH_COINS = 100_000_000;
  const sqlite = new Database(path.join(dataDir, 'coinwave.db'));
  sqlite.pragma('busy_timeout = 5000');
  sqlite.transaction(() => {
    const { coins } = sqlite.prepare('update users set coins = coins + ? where id = ? returning coins').get(BENCH_COINS, user.id);
    sqlite.prepare("insert into ledger_entries (user_id, amount, kind, balance_after, created_at) values (?, ?, 'claim', ?, ?)").run(user.id, BENCH_COINS, coins, new Date().toISOString());
  })();
  sqlite.close();

  // Slots tables: each spin takes a free table and gives it back with the reply (so no table ever
  // has two spins in flight); a table whose spin triggered the balloon bonus comes back only after
  // the bench has popped its balloons (a bonus blocks further spins on its table).
  const post = (url, body) => fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify(body) });
  const free = [];
  for (let i = 0; i < 200; i++) free.push((await (await post('/api/games', { kind: 'slots' })).json()).id);
  let bonuses = 0;
  const statuses = {};
  const finishBonus = async (gameId) => {
    bonuses += 1;
    for (let id = 0, tries = 0; id < 12 && tries < 50; tries++) {
      try {
        const reply = await (await post(`/api/games/${gameId}/slots/bonus/pop`, { balloonId: id })).json();
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
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 200) return console.error(`spin ${status}: ${body}`);
      const gameId = /"gameId":"([^"]+)"/.exec(body)[1];
      if (body.includes('"in_progress"')) void finishBonus(gameId);
      else free.push(gameId);
    },
  };

  const run = (name, url, headers = {}, requests) =>
    new Promise((resolve, reject) => {
      autocannon({ url: base + url, connections, duration: seconds, headers, ...(requests ? { requests } : {}) }, (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${name}: ${result.non2xx} non-2xx replies`));
        resolve({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, non2xx: result.non2xx });
      });
    });

  // Health and spins twice, interleaved: the machine's other load drifts, so each spin run is
  // compared with the health run just before it.
  const results = [];
  const spinName = 'POST /api/games/:id/slots/spin {bet: 10} (session + round + ledger + stats)';
  for (let i = 0; i < 2; i++) {
    results.push(await run('GET /api/health', '/api/health'));
    results.push(await run(spinName, '/api/health', {}, [spinRequest]));
  }
  results.push(await run('GET /api/auth/me (session + user + stats)', '/api/auth/me', { cookie }));
  results.push(await run('GET /api/waves/current (session + wave + counts)', '/api/waves/current', { cookie }));

  console.log(`\n${connections} connections, ${seconds} s each, node ${process.version}; 'vs health' compares with the health run before it\n`);
  console.log('| call | req/s | vs health | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  let health = results[0].rps;
  for (const r of results) {
    if (r.name === 'GET /api/health') health = r.rps;
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / health).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
  }
  const check = new Database(path.join(dataDir, 'coinwave.db'), { readonly: true });
  const rounds = check.prepare("select count(*) as n from rounds where user_id = ?").get(user.id).n;
  const { coins } = check.prepare('select coins from users where id = ?').get(user.id);
  const { total } = check.prepare('select sum(amount) as total from ledger_entries where user_id = ?').get(user.id);
  check.close();
  console.log(`\n${rounds} slots rounds (${bonuses} balloon bonuses); balance ${coins} = ledger sum ${total}: ${coins === total ? 'ok' : 'MISMATCH'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
