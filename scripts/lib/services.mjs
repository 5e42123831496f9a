import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// The services the test suite needs besides SQLite: PostgreSQL (127.0.0.1:5432, user postgres,
// trust authentication) and Redis (127.0.0.1:6379). Started when installed but stopped; installed
// from Debian's packages when missing and we are root; otherwise a clear failure. Never skipped.

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const sh = (script) => spawnSync('sh', ['-c', script], { stdio: 'inherit' }).status === 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something accepts TCP connections on 127.0.0.1:port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await listening(port)) return true;
    await sleep(250);
  }
  return false;
}

function aptInstall(pkg) {
  if (!isRoot || !has('apt-get')) return false;
  console.log(`${pkg} is missing: installing Debian's "${pkg}" package with apt-get.`);
  return sh(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`,
  );
}

/** PostgreSQL clusters Debian knows: [version, name] pairs. */
function debianClusters() {
  const root = '/etc/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((version) =>
    readdirSync(path.join(root, version)).map((name) => [version, name]),
  );
}

/** Lets local TCP connections in without a password (a test machine's PostgreSQL we installed). */
function trustLocalConnections(version, name) {
  const hba = `/etc/postgresql/${version}/${name}/pg_hba.conf`;
  const rules = 'host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n';
  const current = readFileSync(hba, 'utf8');
  if (!current.startsWith(rules)) writeFileSync(hba, rules + current);
}

/** Makes sure PostgreSQL answers on 127.0.0.1:5432; returns an error text, or null. */
export async function ensurePostgres() {
  if (await listening(5432)) return null;
  let installed = false;
  if (debianClusters().length === 0 && !has('pg_ctlcluster')) {
    if (!aptInstall('postgresql'))
      return 'PostgreSQL is needed for the API tests (127.0.0.1:5432, user postgres, trust authentication) and is neither running nor installable here: install Debian\'s "postgresql" package, or start your server.';
    installed = true;
  }
  for (const [version, name] of debianClusters()) {
    if (installed) trustLocalConnections(version, name);
    console.log(`Starting PostgreSQL ${version}/${name}.`);
    sh(`pg_ctlcluster --skip-systemctl-redirect ${version} ${name} start`);
  }
  return (await waitFor(5432, 30))
    ? null
    : 'PostgreSQL did not come up on 127.0.0.1:5432: see its log under /var/log/postgresql.';
}

/** Makes sure Redis answers on 127.0.0.1:6379; returns an error text, or null. */
export async function ensureRedis() {
  if (await listening(6379)) return null;
  if (!has('redis-server') && !aptInstall('redis-server'))
    return 'Redis is needed for the cluster tests (127.0.0.1:6379) and is neither running nor installable here: install Debian\'s "redis-server" package, or start your server.';
  console.log('Starting Redis on 127.0.0.1:6379.');
  sh('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no');
  return (await waitFor(6379, 15)) ? null : 'Redis did not come up on 127.0.0.1:6379.';
}
