// Spins' latency while the poker house thinks (issue 16): slots spins at a fixed rate (200/s over
// 20 connections, so latency is measured, not queueing at saturation), first alone, then while 10
// players each play poker hands back to back; the p99 of both and their ratio. Run twice: the house
// on its worker thread (POKER_WORKER=1, the default) and on the event loop (POKER_WORKER=0), so the
// thread's effect shows in the same run.
// Usage: node scripts/bench-poker.mjs   (after the build; BENCH_SECONDS=10 by default)
import autocannon from 'autocannon';
import { benchPlayer, grantInSqlite, prepareSpins, startServer } from './bench-harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 200;
const POKER_PLAYERS = 10;

function spins(base, spinRequest) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 20,
        overallRate: RATE,
        duration: seconds,
        requests: [spinRequest],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

/** One player playing poker hands back to back (check or call) until `running.stop`. */
async function playPoker(base, grant, running) {
  const { cookie } = await benchPlayer(base, grant);
  const post = async (url, body) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { id } = await post('/api/games', { kind: 'poker' });
  await running.started;
  while (!running.stop) {
    let reply = await post(`/api/games/${id}/poker/hand`, {});
    running.actions += 1;
    while (!reply.view.handOver && !running.stop) {
      const action = reply.view.legalActions.canCheck ? 'check' : 'call';
      reply = await post(`/api/games/${id}/poker/action`, { action });
      running.actions += 1;
    }
    running.hands += 1;
  }
}

async function measure(pokerWorker) {
  const server = await startServer([], { POKER_WORKER: pokerWorker ? '1' : '0' });
  try {
    const grant = grantInSqlite(server.dataDir);
    const { spinRequest } = await prepareSpins(server, grant, 1);
    await spins(server.base, spinRequest); // warm-up
    const idle = await spins(server.base, spinRequest);
    let start;
    const running = { stop: false, hands: 0, actions: 0 };
    running.started = new Promise((resolve) => (start = resolve));
    const players = Array.from({ length: POKER_PLAYERS }, () =>
      playPoker(server.base, grant, running),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    start();
    const loaded = await spins(server.base, spinRequest);
    running.stop = true;
    await Promise.all(players);
    return { idle, loaded, hands: running.hands, actions: running.actions };
  } finally {
    await server.stop();
  }
}

const rows = [];
for (const worker of [true, false]) {
  const r = await measure(worker);
  const errors = (x) => x.non2xx + x.errors;
  rows.push({
    house: worker ? 'worker thread' : 'event loop',
    'spins/s': Math.round(r.loaded.requests.average),
    'p99 idle ms': r.idle.latency.p99,
    'p99 with poker ms': r.loaded.latency.p99,
    ratio: Math.round((r.loaded.latency.p99 / r.idle.latency.p99) * 100) / 100,
    'poker hands': r.hands,
    'poker actions/s': Math.round(r.actions / seconds),
    'failed spins': errors(r.idle) + errors(r.loaded),
  });
}
console.log(
  `\nSpins at ${RATE}/s, ${seconds} s each, alone and with ${POKER_PLAYERS} players playing poker:`,
);
console.table(rows);
