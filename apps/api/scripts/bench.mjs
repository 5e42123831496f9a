// Measures the built server: GET /api/health against authenticated calls (slots spins, without
// and with an Idempotency-Key, GET /api/auth/me, GET /api/waves/current in a wave with 100,000
// chat messages), autocannon with 50 connections for BENCH_SECONDS seconds each, in one run, after
// a warm-up of 3 s of each.
// Usage: pnpm --filter @coinwave/api bench   (BENCH_SECONDS=10 by default)
//
// It also measures what bounds the spin/health ratio: the same spin request refused at its first
// rule (a bet of 15 coins: 422 before any game or database work) is the floor of the HTTP path
// (parse, session, validation, reply); the statements no round can skip, timed alone on the
// bench's own database, are the floor of the round's work (see `writeFloor`).
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import path from 'node:path';
import { goalMark, prepareSpins, processCpuUs, startServer } from './bench-harness.mjs';
import { benchDialects } from './bench-dialects.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** Each measured call runs this long first, unmeasured (see the warm-up below). */
const WARM_UP_SECONDS = 3;
/** Chat messages in the bench's wave when the current wave is measured (a busy 4-hour wave). */
const CHAT_MESSAGES = 100_000;
/** Tables with a round in the last 15 minutes when it is measured again (a crowded wave). */
const ACTIVE_TABLES = 10_000;

const server = await startServer();
/** Health's server CPU per request in this run (set by printGoals), the dialects' reference. */
let healthServerUs;
const { base, dataDir, pid } = server;

const serverCpu = () => processCpuUs(pid);
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
try {
  const { user, cookie, spinRequest, keyedSpinRequest, refusedSpinRequest, stats } =
    await prepareSpins(server);

  const run = (name, url, headers = {}, requests, expect = '2xx', duration = seconds) =>
    new Promise((resolve, reject) => {
      const cpu = { server: serverCpu(), own: ownCpu() };
      autocannon(
        {
          url: base + url,
          connections,
          duration,
          headers,
          ...(requests ? { requests } : {}),
        },
        (err, result) => {
          if (err) return reject(err);
          const wanted = result[expect];
          if (wanted !== result.requests.total || result.errors > 0)
            return reject(
              new Error(`${name}: ${result.requests.total - wanted} replies were not ${expect}`),
            );
          const total = result.requests.total;
          resolve({
            name,
            // CPU per request: the server's (every thread), and the load generator's (this process)
            serverUs: cpu.server === undefined ? undefined : (serverCpu() - cpu.server) / total,
            clientUs: (ownCpu() - cpu.own) / total,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            total: result.requests.total,
            non2xx: result.non2xx,
          });
        },
      );
    });

  // A warm-up first, left out of the figures: a fresh process compiles its hot paths as they
  // first run (on V8's threads, counted in its CPU), which a server that has been up for a while
  // did long ago; the first spin run of a cold process measured up to a quarter more CPU per
  // spin than the second. Its spins use tables of their own: a spin in flight when autocannon
  // stops never gives its table back.
  const warmUp = await prepareSpins(server);
  for (const [url, headers, requests, expect] of [
    ['/api/health'],
    ['/api/health', {}, [warmUp.refusedSpinRequest], '4xx'],
    ['/api/health', {}, [warmUp.spinRequest]],
    ['/api/health', {}, [warmUp.keyedSpinRequest]],
    ['/api/auth/me', { cookie }],
    ['/api/waves/current', { cookie }],
  ])
    await run('warm-up', url, headers, requests, expect, WARM_UP_SECONDS);

  // Health and spins twice, interleaved: the machine's other load drifts, so each spin run is
  // compared with the health run just before it.
  const results = [];
  const spinName = 'POST /api/games/:id/slots/spin {bet: 10} (session + round + ledger + stats)';
  const floorName = 'POST /api/games/:id/slots/spin {bet: 15} (refused 422: no game work, no SQL)';
  const keyedSpinName =
    'POST /api/games/:id/slots/spin with an Idempotency-Key {bet: 10} (as the web app sends it)';
  for (let i = 0; i < 2; i++) {
    results.push(await run('GET /api/health', '/api/health'));
    results.push(await run(floorName, '/api/health', {}, [refusedSpinRequest], '4xx'));
    results.push(await run(spinName, '/api/health', {}, [spinRequest]));
  }
  // Every spin of the web app carries an Idempotency-Key: its claim and its answer join the round.
  results.push(await run(keyedSpinName, '/api/health', {}, [keyedSpinRequest]));
  results.push(await run('GET /api/auth/me (session + user + stats)', '/api/auth/me', { cookie }));
  // The current wave is polled every 5 s by every client: measured in a wave with a long chat.
  await addWaveChat(cookie, user.id);
  results.push(
    await run(
      `GET /api/waves/current (session + wave + counts; ${CHAT_MESSAGES} chat messages)`,
      '/api/waves/current',
      { cookie },
    ),
  );
  // Every client polls it: with many active tables, their count is kept for a second.
  addActiveTables(user.id);
  results.push(
    await run(
      `GET /api/waves/current (the same, and ${ACTIVE_TABLES} active tables)`,
      '/api/waves/current',
      { cookie },
    ),
  );

  console.log(
    `\n${connections} connections, ${seconds} s each, node ${process.version}; 'vs health' compares with the health run before it\n`,
  );
  console.log(
    '| call | req/s | vs health | p50 ms | p99 ms | server CPU µs/req | server CPU vs health | autocannon CPU µs/req | non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  let health = results[0];
  const us = (v) => (v === undefined ? '-' : v.toFixed(1));
  const times = (v, of) => (v === undefined || of === undefined ? '-' : `${(v / of).toFixed(2)}×`);
  for (const r of results) {
    if (r.name === 'GET /api/health') health = r;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / health.rps).toFixed(2)} | ${r.p50} | ${r.p99} | ${us(r.serverUs)} | ${times(r.serverUs, health.serverUs)} | ${us(r.clientUs)} | ${r.non2xx} |`,
    );
  }
  printGoals(results);
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
  printBudget(results, writeFloor(path.join(dataDir, 'coinwave.db'), user.id));
} finally {
  await server.stop();
}

// The same spins on PostgreSQL, one instance and two behind Redis, as ratios to SQLite.
await benchDialects({
  seconds,
  connections,
  players: 20,
  serverCpuOf: processCpuUs,
  healthUs: healthServerUs,
});

/** Bench only: `CHAT_MESSAGES` wave messages from `userId`, straight into the SQLite file. */
async function addWaveChat(cookie, userId) {
  const { id: waveId } = await (
    await fetch(`${base}/api/waves/current`, { headers: { cookie } })
  ).json();
  const sqlite = new Database(path.join(dataDir, 'coinwave.db'));
  sqlite.pragma('busy_timeout = 5000');
  const insert = sqlite.prepare(
    'insert into messages (id, sender_id, wave_id, content, created_at) values (?, ?, ?, ?, ?)',
  );
  const at = Date.now() - CHAT_MESSAGES;
  sqlite.transaction(() => {
    for (let i = 0; i < CHAT_MESSAGES; i++)
      insert.run(`bench-chat-${i}`, userId, waveId, `message ${i}`, new Date(at + i).toISOString());
  })();
  sqlite.close();
}

/** Bench only: `ACTIVE_TABLES` copies of one of `userId`'s games, each with a round just now. */
function addActiveTables(userId) {
  const sqlite = new Database(path.join(dataDir, 'coinwave.db'));
  sqlite.pragma('busy_timeout = 5000');
  const model = sqlite.prepare('select * from games where user_id = ? limit 1').get(userId);
  const columns = Object.keys(model);
  const insert = sqlite.prepare(
    `insert into games (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const at = new Date().toISOString();
  sqlite.transaction(() => {
    for (let i = 0; i < ACTIVE_TABLES; i++)
      insert.run({ ...model, id: `bench-table-${i}`, last_round_at: at });
  })();
  sqlite.close();
}

/**
 * The goals as ratios of server CPU per request to health's (means of the runs): spins
 * at most 3.5× (and p99 under 25 ms), /api/auth/me and /api/waves/current at most 2.5×.
 */
function printGoals(results) {
  const mean = (prefix, key) => {
    const runs = results.filter((r) => r.name.startsWith(prefix));
    return runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
  };
  healthServerUs = mean('GET /api/health', 'serverUs');
  if (Number.isNaN(healthServerUs)) return;
  const ratio = (prefix) => mean(prefix, 'serverUs') / healthServerUs;
  const spin = ratio('POST /api/games/:id/slots/spin {bet: 10}');
  const spinP99 = Math.max(
    ...results
      .filter((r) => r.name.startsWith('POST /api/games/:id/slots/spin {bet: 10}'))
      .map((r) => r.p99),
  );
  const keyed = ratio('POST /api/games/:id/slots/spin with an Idempotency-Key');
  const me = ratio('GET /api/auth/me');
  const current = ratio('GET /api/waves/current (session');
  const crowded = ratio('GET /api/waves/current (the same');
  console.log(`
Server CPU per request vs health's (${healthServerUs.toFixed(1)} µs, mean of the health runs):
- slots spin (SQLite): ${spin.toFixed(2)}× (goal ≤ 3.5×: ${goalMark(spin <= 3.5)}); p99 ${spinP99} ms (goal < 25 ms: ${goalMark(spinP99 < 25)})
- the same spin with an Idempotency-Key, as the web app sends every spin: ${keyed.toFixed(2)}× (report)
- GET /api/auth/me: ${me.toFixed(2)}× (goal ≤ 2.5×: ${goalMark(me <= 2.5)})
- GET /api/waves/current: ${current.toFixed(2)}× (goal ≤ 2.5×: ${goalMark(current <= 2.5)}); with ${ACTIVE_TABLES} active tables ${crowded.toFixed(2)}× (${goalMark(crowded <= 2.5)})`);
}

/**
 * Times, alone on the bench's database, the five statements no round of any game can skip under
 * the round rules: take the nonce, the conditional debit, its ledger entry, the round's row (with
 * the detail of a real finished round), and the round's mark in the player's play
 * session, which also reads their responsible-play settings. Committed in groups of 50 like the server's group commit.
 * A lower bound: the real round also reads its table, credits wins and records stats.
 */
function writeFloor(file, userId) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const model = db
    .prepare("select * from rounds where user_id = ? and status = 'finished' limit 1")
    .get(userId);
  const wave = model.wave_id;
  // As the server writes them on SQLite (db/statements.ts, writeOne): the write, then its row
  // read back by key, which costs less than SQLite's RETURNING.
  const takeNonce = db.prepare(
    'update user_fairness set next_nonce = next_nonce + 1 where user_id = ?',
  );
  const nonceOf = db.prepare('select next_nonce from user_fairness where user_id = ?');
  const debit = db.prepare('update users set coins = coins - ? where id = ? and coins >= ?');
  const coinsOf = db.prepare('select coins from users where id = ?');
  const entry = db.prepare(
    "insert into ledger_entries (user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at) values (?, -10, 'round_debit', ?, ?, 0, ?, ?)",
  );
  const round = db.prepare(
    "insert into rounds (id, user_id, game_id, wave_id, game, seed_id, nonce, client_seed, stake, payout, status, state, detail, created_at, updated_at, finished_at) values (?, ?, ?, ?, 'slots', ?, ?, ?, 10, 0, 'finished', ?, ?, ?, ?, ?)",
  );
  const session = db.prepare(
    `insert into responsible_play (user_id, session_started_at, last_round_at, session_rounds) values (?, ?, ?, 1)
      on conflict (user_id) do update set
        session_started_at = case when responsible_play.last_round_at is null or responsible_play.last_round_at <= ? then excluded.session_started_at else responsible_play.session_started_at end,
        session_rounds = case when responsible_play.last_round_at is null or responsible_play.last_round_at <= ? then 1 else responsible_play.session_rounds + 1 end,
        prior_round_at = responsible_play.last_round_at,
        last_round_at = excluded.last_round_at`,
  );
  const sessionOf = db.prepare('select * from responsible_play where user_id = ?');
  const n = 10_000;
  const start = ownCpu();
  for (let i = 0; i < n; i += 50) {
    db.transaction(() => {
      for (let j = i; j < i + 50; j++) {
        const at = new Date().toISOString();
        const cutoff = new Date(Date.now() - 30 * 60_000).toISOString();
        session.run(userId, at, at, cutoff, cutoff);
        sessionOf.get(userId);
        takeNonce.run(userId);
        const { next_nonce: nonce } = nonceOf.get(userId);
        debit.run(10, userId, 10);
        const { coins } = coinsOf.get(userId);
        const id = `floor-${String(j).padStart(8, '0')}`;
        entry.run(userId, wave, id, coins, at);
        round.run(
          id,
          userId,
          model.game_id,
          wave,
          model.seed_id,
          nonce + 1_000_000_000,
          model.client_seed,
          model.state,
          model.detail,
          at,
          at,
          at,
        );
      }
    }).immediate();
  }
  const us = (ownCpu() - start) / n;
  db.close();
  return us;
}

/**
 * The spin/health ratio's budget, in CPU per request (means of the runs): the server and
 * autocannon share the machine's cores, so req/s goes as 1 / (server CPU + autocannon CPU) per
 * request. Spins at 0.5x health may then use 2 x (health's total) - (autocannon's CPU per spin) of
 * server CPU each; autocannon's CPU is taken from the refused spin (a fixed request, as cheap to
 * send as health's), so the budget holds even for a load generator that costs nothing extra per
 * spin. The refused spin's server CPU is the part no spin can avoid; the rest is what the round's
 * own work may use.
 */
function printBudget(results, floorUs) {
  const mean = (prefix, key) => {
    const runs = results.filter((r) => r.name.startsWith(prefix));
    return runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
  };
  if (results[0].serverUs === undefined) return console.log('\n(no /proc: no CPU budget)');
  const refusedName = 'POST /api/games/:id/slots/spin {bet: 15}';
  const spinName = 'POST /api/games/:id/slots/spin {bet: 10}';
  const health = mean('GET /api/health', 'serverUs') + mean('GET /api/health', 'clientUs');
  const refused = mean(refusedName, 'serverUs');
  const allowed = 2 * health - mean(refusedName, 'clientUs');
  const budget = allowed - refused;
  const spin = mean(spinName, 'serverUs');
  const f = (v) => `${v.toFixed(1)} µs`;
  console.log(`
What bounds spins vs health (CPU per request, means of the runs above):
- a health request costs ${f(health)} of CPU (server + autocannon): spins at 0.5x may use at most ${f(allowed)} of server CPU each
- the refused spin (HTTP, session, body, validation, reply) uses ${f(refused)}: the round's own work may use ${f(budget)}; it uses ${f(spin - refused)} now (a whole spin: ${f(spin)})
- the five statements no round can skip (play session, nonce, conditional debit, its ledger entry, the round's row), timed alone on this database: ${f(floorUs)} of CPU${budget > 0 ? ` = ${((100 * floorUs) / budget).toFixed(0)}% of that budget` : ''}`);
}
