// Shared by bench.mjs and profile-spin.mjs: starts the built server on a temp DATA_DIR, signs up a
// bench user with enough coins, and builds the autocannon request that spins on free slots tables.
import Database from 'better-sqlite3';
import pg from 'pg';
import { startBuiltServer } from '@coinwave/local-server';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** CPU time (user + system, µs, every thread) a process has used so far; undefined without /proc. */
export function processCpuUs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks of 10 ms
}

/** How a bench prints a goal of issue 20 against what it measured. */
export const goalMark = (ok) => (ok ? 'met' : 'NOT met');

/**
 * Starts dist/server.js, or the build `entry` (with extra node flags, e.g. --cpu-prof, and extra
 * environment, e.g. DATABASE_URL) on a temp DATA_DIR, without the web app, and waits for
 * /api/health.
 */
export function startServer(nodeArgs = [], extraEnv = {}, entry = undefined) {
  return startBuiltServer({
    entry,
    nodeArgs,
    tempPrefix: 'coinwave-bench-',
    serveWeb: false,
    env: {
      // A benchmark is one client playing as fast as it can: the per-player limits would refuse it.
      ROUND_ACTIONS_PER_MINUTE: '0',
      GAMES_OPENED_PER_MINUTE: '0',
      ...extraEnv,
    },
  });
}

/** An Idempotency-Key as the web app makes one (apps/web/src/lib/api.ts): the time, then 80 random bits. */
const idempotencyKey = () =>
  Date.now().toString(16).padStart(12, '0') + randomBytes(10).toString('hex');

/** Bench only: `amount` coins for the user, as one ledger entry straight into the SQLite file. */
export function grantInSqlite(dataDir) {
  return async (userId, amount) => {
    const sqlite = new Database(path.join(dataDir, 'coinwave.db'));
    sqlite.pragma('busy_timeout = 5000');
    sqlite.transaction(() => {
      const { coins } = sqlite
        .prepare('update users set coins = coins + ? where id = ? returning coins')
        .get(amount, userId);
      sqlite
        .prepare(
          "insert into ledger_entries (user_id, amount, kind, balance_after, created_at) values (?, ?, 'claim', ?, ?)",
        )
        .run(userId, amount, coins, new Date().toISOString());
    })();
    sqlite.close();
  };
}

/** Registers a bench player (names start with `prefix`) and joins the current wave. */
export async function registerPlayer(base, prefix = 'bench') {
  const username = `${prefix}${Math.random().toString(36).slice(2, 10)}`;
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'bench-password',
    }),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const user = await register.json();
  const joined = await fetch(`${base}/api/waves/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ userId: user.id }),
  });
  return { user, cookie, waveId: (await joined.json()).id };
}

/** Registers a bench player, joins the wave and adds coins (straight into the database with `grant`). */
export async function benchPlayer(base, grant) {
  const { user, cookie } = await registerPlayer(base);
  // Enough coins for tens of thousands of spins (the API has no way to mint coins, and gets none).
  await grant(user.id, 100_000_000);
  return { user, cookie };
}

/**
 * Registers `players` bench players (coins added with `grant`), opens 200 slots tables among them
 * and returns the spin request: each spin takes a free table (with its owner's cookie) and gives it
 * back with the reply, so no table ever has two spins in flight; a table whose spin triggered the
 * balloon bonus comes back only after the bench has popped its balloons. One player is one user
 * whose rounds all take turns on the same rows; several are a crowd.
 */
export async function prepareSpins({ base, dataDir }, grant = grantInSqlite(dataDir), players = 1) {
  const crowd = [];
  for (let i = 0; i < players; i++) crowd.push(await benchPlayer(base, grant));
  const post = (cookie, url, body) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
  const free = [];
  const ownerOf = new Map();
  for (let i = 0; i < 200; i++) {
    const { cookie } = crowd[i % players];
    const { id } = await (await post(cookie, '/api/games', { kind: 'slots' })).json();
    free.push(id);
    ownerOf.set(id, cookie);
  }
  const stats = { bonuses: 0, statuses: {} };
  const finishBonus = async (gameId) => {
    stats.bonuses += 1;
    const cookie = ownerOf.get(gameId);
    for (let id = 0, tries = 0; id < 12 && tries < 50; tries++) {
      try {
        const reply = await (
          await post(cookie, `/api/games/${gameId}/slots/bonus/pop`, { balloonId: id })
        ).json();
        if (reply.round?.status === 'finished') break;
        id += 1;
      } catch {
        // A kept-alive socket reset under load: pop the same balloon again.
      }
    }
    free.push(gameId);
  };
  const { user, cookie } = crowd[0];
  const spinRequest = {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ bet: 10 }),
    // autocannon's context is the connection's, which has one request in flight: it carries the
    // table from the request to its reply.
    setupRequest: (request, context) => {
      const gameId = free.shift();
      context.gameId = gameId;
      return {
        ...request,
        path: `/api/games/${gameId}/slots/spin`,
        headers: { ...request.headers, cookie: ownerOf.get(gameId) },
      };
    },
    onResponse: (status, body, context) => {
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      const { gameId } = context;
      if (status !== 200) {
        // A refused spin changed nothing: its table goes back, or the pool would run dry.
        free.push(gameId);
        return console.error(`spin ${status}: ${body}`);
      }
      if (body.includes('"in_progress"')) void finishBonus(gameId);
      else free.push(gameId);
    },
  };
  // The spin as the web app sends it: with an Idempotency-Key, a fresh one per spin
  // (apps/web/src/lib/api.ts), which the server claims and answers from in the round's transaction.
  const keyedSpinRequest = {
    ...spinRequest,
    setupRequest: (request, context) => {
      const sent = spinRequest.setupRequest(request, context);
      return {
        ...sent,
        headers: { ...sent.headers, 'idempotency-key': idempotencyKey() },
      };
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
  return { user, cookie, spinRequest, keyedSpinRequest, refusedSpinRequest, stats };
}

const POSTGRES = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database on BENCH_POSTGRES (default the local server), with its `drop`. */
export async function createPostgresDatabase() {
  const name = `cw_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Bench only: coins for the user as one ledger entry, straight into PostgreSQL. */
export function grantInPostgres(url) {
  return async (userId, amount) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `with moved as (update users set coins = coins + $2 where id = $1 returning coins)
       insert into ledger_entries (user_id, amount, kind, balance_after, created_at)
       select $1, $2, 'claim', coins, $3 from moved`,
      [userId, amount, new Date().toISOString()],
    );
    await client.end();
  };
}
