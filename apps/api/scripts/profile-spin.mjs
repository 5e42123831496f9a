// Profiles the built server while autocannon hammers slots spins (50 connections), then prints the
// functions with the most self time. Usage: node scripts/profile-spin.mjs [seconds] [spin|keyed|refused|health]
// (build first). The .cpuprofile is kept in PROFILE_DIR (default: a temp dir) for closer reading.
// PROFILE_POSTGRES=1 runs the server on a fresh PostgreSQL database (BENCH_POSTGRES, default local).
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPostgresDatabase,
  grantInPostgres,
  prepareSpins,
  startServer,
} from './bench-harness.mjs';

const seconds = Number(process.argv[2] ?? 10);
const target = process.argv[3] ?? 'spin';
const dir = process.env.PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'coinwave-prof-'));
const postgres = process.env.PROFILE_POSTGRES === '1' ? await createPostgresDatabase() : undefined;
const server = await startServer(
  ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  postgres ? { DATABASE_URL: postgres.url } : {},
);
try {
  const { spinRequest, keyedSpinRequest, refusedSpinRequest } = await prepareSpins(
    server,
    postgres ? grantInPostgres(postgres.url) : undefined,
  );
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${server.base}/api/health`,
        connections: 50,
        duration: seconds,
        ...(target === 'spin' ? { requests: [spinRequest] } : {}),
        ...(target === 'keyed' ? { requests: [keyedSpinRequest] } : {}),
        ...(target === 'refused' ? { requests: [refusedSpinRequest] } : {}),
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
  console.log(
    `${target}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
} finally {
  await server.stop();
  await postgres?.drop();
}

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
let total = 0;
profile.samples.forEach((id, i) => {
  const d = dt[i] ?? 0;
  total += d;
  self.set(id, (self.get(id) ?? 0) + d);
});
const fnSelf = new Map();
const pkgSelf = new Map();
for (const [id, t] of self) {
  const { callFrame } = byId.get(id);
  const url = callFrame.url.replace(/^file:\/\//, '');
  const key = `${callFrame.functionName || '(anonymous)'} ${path.basename(url)}:${callFrame.lineNumber + 1}`;
  fnSelf.set(key, (fnSelf.get(key) ?? 0) + t);
  const pkg =
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes('dist/server.js')
      ? 'app (dist/server.js)'
      : url.startsWith('node:')
        ? 'node core'
        : url || callFrame.functionName);
  pkgSelf.set(pkg, (pkgSelf.get(pkg) ?? 0) + t);
}
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log(
  `\nprofile: ${path.join(dir, file)}\n\nself time by package:\n${top(pkgSelf, 20)}\n\nself time by function:\n${top(fnSelf, 45)}`,
);
