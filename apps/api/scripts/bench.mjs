// Measures the built server: GET /api/health against authenticated calls (slots spins, GET
// /api/auth/me, GET /api/waves/current), autocannon with 50 connections for DURATION seconds each,
// in one run. Usage: pnpm --filter @coinwave/api bench   (BENCH_SECONDS=10 by default)
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import path from 'node:path';
import { prepareSpins, startServer } from './bench-harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const server = await startServer();
const { base, dataDir } = server;
try {
  const { user, cookie, spinRequest, stats } = await prepareSpins(server);

  const run = (name, url, headers = {}, requests) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: base + url,
          connections,
          duration: seconds,
          headers,
          ...(requests ? { requests } : {}),
        },
        (err, result) => {
          if (err) return reject(err);
          if (result.non2xx > 0)
            return reject(new Error(`${name}: ${result.non2xx} non-2xx replies`));
          resolve({
            name,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            total: result.requests.total,
            non2xx: result.non2xx,
          });
        },
      );
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
  results.push(
    await run('GET /api/waves/current (session + wave + counts)', '/api/waves/current', { cookie }),
  );

  console.log(
    `\n${connections} connections, ${seconds} s each, node ${process.version}; 'vs health' compares with the health run before it\n`,
  );
  console.log('| call | req/s | vs health | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  let health = results[0].rps;
  for (const r of results) {
    if (r.name === 'GET /api/health') health = r.rps;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / health).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
    );
  }
  const check = new Database(path.join(dataDir, 'coinwave.db'), { readonly: true });
  const rounds = check.prepare('select count(*) as n from rounds where user_id = ?').get(user.id).n;
  const { coins } = check.prepare('select coins from users where id = ?').get(user.id);
  const { total } = check
    .prepare('select sum(amount) as total from ledger_entries where user_id = ?')
    .get(user.id);
  check.close();
  console.log(
    `\n${rounds} slots rounds (${stats.bonuses} balloon bonuses); balance ${coins} = ledger sum ${total}: ${coins === total ? 'ok' : 'MISMATCH'}`,
  );
} finally {
  await server.stop();
}
