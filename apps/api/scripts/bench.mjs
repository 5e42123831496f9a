// Measures the built server: GET /api/health against authenticated calls (GET /api/auth/me,
// GET /api/waves/current), autocannon with 50 connections for DURATION seconds each, in one run.
// Usage: pnpm --filter @coinwave/api bench   (BENCH_SECONDS=10 by default)
import autocannon from 'autocannon';
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

  const run = (name, url, headers = {}) =>
    new Promise((resolve, reject) => {
      autocannon({ url: base + url, connections, duration: seconds, headers }, (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${name}: ${result.non2xx} non-2xx replies`));
        resolve({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total });
      });
    });

  const results = [];
  results.push(await run('GET /api/health', '/api/health'));
  results.push(await run('GET /api/auth/me (session + user + stats)', '/api/auth/me', { cookie }));
  results.push(await run('GET /api/waves/current (session + wave + counts)', '/api/waves/current', { cookie }));

  const health = results[0].rps;
  console.log(`\n${connections} connections, ${seconds} s each, node ${process.version}\n`);
  console.log('| call | req/s | vs health | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / health).toFixed(2)} | ${r.p50} | ${r.p99} |`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
