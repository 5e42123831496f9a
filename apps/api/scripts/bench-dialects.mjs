// Authenticated slots spins on SQLite (one instance), PostgreSQL (one instance) and PostgreSQL
// with two instances behind Redis, in one run: spins/s, p99 and server CPU per spin, as ratios to
// SQLite. Part of `pnpm --filter @coinwave/api bench`; BENCH_POSTGRES / BENCH_REDIS name the servers
// (default the local ones); a fresh database is created for each run and dropped after.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import {
  createPostgresDatabase,
  grantInPostgres,
  prepareSpins,
  startServer,
} from './bench-harness.mjs';

const REDIS = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';

const attack = (url, connections, seconds, request) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, requests: [request] }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

/** Spins on every server of `servers` at once (connections split evenly); CPU summed over them. */
async function spins(servers, spinRequest, { seconds, connections, serverCpuOf }) {
  const before = servers.map((s) => serverCpuOf(s.pid));
  const results = await Promise.all(
    servers.map((s) =>
      attack(s.base, Math.floor(connections / servers.length), seconds, {
        ...spinRequest,
        headers: { ...spinRequest.headers, origin: s.base },
      }),
    ),
  );
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const bad = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${bad} spins failed`);
  const cpu = servers.reduce((sum, s, i) => sum + (serverCpuOf(s.pid) - before[i]), 0);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    serverUs: Number.isFinite(cpu) ? cpu / total : undefined,
  };
}

async function measure(name, count, env, grantFor, options) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startServer([], env));
    const { spinRequest } = await prepareSpins(servers[0], grantFor?.(servers[0]), options.players);
    return { name, ...(await spins(servers, spinRequest, options)) };
  } finally {
    for (const s of servers) await s.stop();
  }
}

export async function benchDialects(options) {
  const rows = [];
  rows.push(await measure('SQLite, one instance', 1, {}, undefined, options));
  const single = await createPostgresDatabase();
  try {
    rows.push(
      await measure(
        'PostgreSQL, one instance',
        1,
        { DATABASE_URL: single.url },
        () => grantInPostgres(single.url),
        options,
      ),
    );
  } finally {
    await single.drop();
  }
  const shared = await createPostgresDatabase();
  try {
    const env = {
      DATABASE_URL: shared.url,
      REDIS_URL: REDIS,
      REDIS_PREFIX: `cwbench:${randomBytes(4).toString('hex')}:`,
    };
    rows.push(
      await measure(
        'PostgreSQL, two instances + Redis',
        2,
        env,
        () => grantInPostgres(shared.url),
        options,
      ),
    );
  } finally {
    await shared.drop();
  }
  const base = rows[0];
  console.log(
    `\nSlots spins by database (${options.players} players, ${options.connections} connections in all, ${options.seconds} s each):\n`,
  );
  const health = options.healthUs;
  console.log(
    `| setup | spins/s | vs SQLite | p99 ms | server CPU µs/spin | vs SQLite | vs health's CPU (${health?.toFixed(1) ?? '-'} µs, the SQLite run above) |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / base.rps).toFixed(2)} | ${r.p99} | ${r.serverUs?.toFixed(1) ?? '-'} | ${r.serverUs && base.serverUs ? (r.serverUs / base.serverUs).toFixed(2) : '-'} | ${r.serverUs && health ? `${(r.serverUs / health).toFixed(2)}×` : '-'} |`,
    );
}
