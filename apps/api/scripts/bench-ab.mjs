// Compares two builds of the server, interleaved: each round starts a fresh process of each build
// and measures GET /api/health and then authenticated slots spins on build A, then on build B (the
// order alternates from round to round), autocannon with 50 connections. This machine's speed
// drifts by a fifth within minutes, so a change is judged by the pairs of one round, not by two
// runs far apart; and one process can stay slower than its twin for its whole life (health
// included, 1.6x once), so no process serves more than one round.
// Usage: node scripts/bench-ab.mjs A.js B.js [rounds=8] [seconds=4]; BENCH_KEYED=1 measures the
// spins as the web app sends them, each with an Idempotency-Key; BENCH_B_NODE_ARGS gives build B
// extra node flags (e.g. "--max-semi-space-size=32": then A and B may be the same file).
// BENCH_AB_POSTGRES=1 runs each process on a fresh PostgreSQL database (BENCH_POSTGRES, default
// local) with the spins of 20 players, as the bench's dialects table does (one player's rounds
// take turns on the same rows, which PostgreSQL locks across its round trips).
// (e.g. A: a build of an earlier commit copied beside dist/server.js; build with scripts/build.mjs).
import autocannon from 'autocannon';
import path from 'node:path';
import {
  createPostgresDatabase,
  grantInPostgres,
  prepareSpins,
  processCpuUs,
  startServer,
} from './bench-harness.mjs';

const [entryA, entryB] = process.argv.slice(2, 4).map((file) => path.resolve(file ?? ''));
if (!process.argv[3])
  throw new Error('Usage: node scripts/bench-ab.mjs A.js B.js [rounds] [seconds]');
const rounds = Number(process.argv[4] ?? 8);
const seconds = Number(process.argv[5] ?? 4);
const keyed = process.env.BENCH_KEYED === '1';
const postgres = process.env.BENCH_AB_POSTGRES === '1';

/** Server CPU per request (µs) and p99 (ms) of `seconds` of load on `server`. */
function measure(server, requests) {
  const before = processCpuUs(server.pid);
  return new Promise((resolve, reject) =>
    autocannon(
      { url: `${server.base}/api/health`, connections: 50, duration: seconds, requests },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${result.non2xx + result.errors} requests failed`));
        const us = (processCpuUs(server.pid) - before) / result.requests.total;
        resolve({ us, p99: result.latency.p99 });
      },
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const builds = [
  { name: 'A', entry: entryA, rows: [] },
  {
    name: 'B',
    entry: entryB,
    rows: [],
    nodeArgs: process.env.BENCH_B_NODE_ARGS?.split(' ').filter(Boolean),
  },
];
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    const database = postgres ? await createPostgresDatabase() : undefined;
    const server = await startServer(
      build.nodeArgs ?? [],
      database ? { DATABASE_URL: database.url } : {},
      build.entry,
    );
    const spins = () =>
      database ? prepareSpins(server, grantInPostgres(database.url), 20) : prepareSpins(server);
    try {
      const { spinRequest } = await spins();
      // A few seconds of spins first, for the JIT: a fresh process starts cold.
      await measure(server, [spinRequest]);
      const health = await measure(server);
      const fresh = await spins();
      const spin = await measure(server, [keyed ? fresh.keyedSpinRequest : fresh.spinRequest]);
      build.rows.push({ health: health.us, spin: spin.us, p99: spin.p99 });
    } finally {
      await server.stop();
      await database?.drop();
    }
  }
}

console.log(
  `\n${rounds} rounds of ${seconds} s, each on fresh processes after a warm-up${keyed ? '; spins with an Idempotency-Key' : ''}${postgres ? '; PostgreSQL, 20 players' : ''}\n`,
);
console.log('| build | health µs | spin µs | spin vs health | spin p99 ms |');
console.log('|---|---:|---:|---:|---:|');
for (const { name, rows } of builds) {
  const kept = rows;
  console.log(
    `| ${name} | ${median(kept.map((r) => r.health)).toFixed(1)} | ${median(kept.map((r) => r.spin)).toFixed(1)} | ${median(kept.map((r) => r.spin / r.health)).toFixed(2)}× | ${median(kept.map((r) => r.p99))} |`,
  );
}
const pairs = builds[1].rows.map((b, i) => b.spin / builds[0].rows[i].spin);
console.log(
  `\nB/A spin CPU, round by round: ${pairs.map((r) => r.toFixed(2)).join(' ')}; median ${median(pairs).toFixed(2)}`,
);
