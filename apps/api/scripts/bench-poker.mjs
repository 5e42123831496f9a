// Spins' latency while the poker house thinks: slots spins at a fixed rate (200/s over
// 20 connections, so latency is measured, not queueing at saturation), first alone, then while 10
// players each play poker hands, acting POKER_THINK_MS (250) after each reply (a quick player;
// 0 = back to back, a load test of poker itself); the p99 of both and their ratio. Run twice: the house
// on its worker thread (POKER_WORKER=1, the default) and on the event loop (POKER_WORKER=0), so the
// thread's effect shows in the same run.
// Usage: node scripts/bench-poker.mjs   (after the build; BENCH_SECONDS=10 by default)
import autocannon from 'autocannon';
import { benchPlayer, grantInSqlite, prepareSpins, startServer } from './bench-harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 200;
const POKER_PLAYERS = 10;
const THINK_MS = Number(process.env.POKER_THINK_MS ?? 250);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS));

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

/** A player with a poker table (registered before any measuring: a sign-up's scrypt is costly). */
async function seatPoker(base, grant) {
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
  return { id, post };
}

/** One player playing poker hands (check or call) until `running.stop`. */
async function playPoker({ id, post }, running, hands = Infinity) {
  while (!running.stop && running.hands < hands) {
    let reply = await post(`/api/games/${id}/poker/hand`, {});
    running.actions += 1;
    while (!reply.view.handOver && !running.stop) {
      await think();
      const action = reply.view.legalActions.canCheck ? 'check' : 'call';
      reply = await post(`/api/games/${id}/poker/action`, { action });
      running.actions += 1;
    }
    running.hands += 1;
    await think();
  }
}

async function measure(pokerWorker) {
  const server = await startServer([], { POKER_WORKER: pokerWorker ? '1' : '0' });
  try {
    const grant = grantInSqlite(server.dataDir);
    const { spinRequest } = await prepareSpins(server, grant, 1);
    const seats = [];
    for (let i = 0; i < POKER_PLAYERS; i++) seats.push(await seatPoker(server.base, grant));
    // Warm-up: spins, and a poker hand at every seat (the house thread starts, the code is hot).
    await spins(server.base, spinRequest);
    const warm = { stop: false, hands: 0, actions: 0 };
    await Promise.all(seats.map((seat) => playPoker(seat, warm, 1)));
    const idle = await spins(server.base, spinRequest);
    const running = { stop: false, hands: 0, actions: 0 };
    const players = seats.map((seat) => playPoker(seat, running));
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
  `\nSpins at ${RATE}/s, ${seconds} s each, alone and with ${POKER_PLAYERS} players playing poker (${THINK_MS} ms between actions):`,
);
console.table(rows);
