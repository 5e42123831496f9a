// The cost of the luck report and the history for a player with 100,000 rounds.
// Usage: pnpm --filter @coinwave/api measure:luck [-- --rounds 100000]
// (COINWAVE_TEST_POSTGRES=postgres://... for PostgreSQL, else a temp SQLite file.)
// It plays one round through the API, copies it straight into the database until the player has
// N finished rounds (with their luck figures and totals, as the round path leaves them), then
// times, median of 15 each: GET /api/me/luck (four totals rows and the latest 1,000 rounds), the
// full-history aggregate the report avoids, GET /api/rounds and a filtered page.
import { routes } from '@coinwave/api-contract';
import { sql } from 'kysely';
import { parseArgs } from 'node:util';
import { call, signUp } from '../src/test/api';
import { createTestApp } from '../src/test/harness';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { rounds: { type: 'string', default: '100000' } },
});
const N = Number(values.rounds);

async function median(fn: () => Promise<unknown>, runs = 15): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const t = await createTestApp();
try {
  const db = t.app.ctx.db;
  const who = await signUp(t.app);
  const gameId = (
    await call(t.app, routes.createGame, { cookie: who.cookie, body: { kind: 'roulette' } })
  ).json().id;
  const spun = await call(t.app, routes.rouletteSpin, {
    cookie: who.cookie,
    params: { gameId },
    body: { bets: [{ type: 'red', amount: 25 }] },
  });
  if (spun.statusCode !== 200) throw new Error(spun.body);
  const seeded = performance.now();
  // Copies of that round, nonces 1..N-1, finished in order after it (one statement).
  const roundId = spun.json().round.id as string;
  await sql`insert into rounds (id, user_id, game_id, wave_id, game, seed_id, nonce, client_seed, stake, payout, status, state, detail, created_at, updated_at, finished_at, settled_by, expected_net, net_variance)
    with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ${N - 1})
    select r.id || '-' || seq.i, r.user_id, r.game_id, r.wave_id, r.game, r.seed_id, seq.i, r.client_seed, r.stake, r.payout, r.status, r.state, r.detail, r.created_at, r.updated_at, r.finished_at || seq.i, r.settled_by, r.expected_net, r.net_variance
    from rounds r, seq where r.id = ${roundId}`.execute(db);
  await sql`update luck_totals set rounds = rounds * ${N}, wagered = wagered * ${N}, returned = returned * ${N}, expected_net = expected_net * ${N}, net_variance = net_variance * ${N} where user_id = ${who.user.id}`.execute(
    db,
  );
  const setup = (performance.now() - seeded) / 1000;
  const report = (await call(t.app, routes.luck, { cookie: who.cookie })).json();
  if (report.total.rounds !== N || report.chart.rounds !== 1000)
    throw new Error(
      `unexpected report: ${report.total.rounds} rounds, chart ${report.chart.rounds}`,
    );

  const luck = await median(() => call(t.app, routes.luck, { cookie: who.cookie }));
  const fullScan = await median(() =>
    sql`select game, count(*), sum(stake), sum(payout), sum(expected_net), sum(net_variance) from rounds
      where user_id = ${who.user.id} and status = 'finished' group by game`.execute(db),
  );
  const history = await median(() => call(t.app, routes.rounds, { cookie: who.cookie }));
  const filtered = await median(() =>
    call(t.app, routes.rounds, {
      cookie: who.cookie,
      query: { game: 'roulette', before: String(N / 2) },
    }),
  );
  console.log(
    `${t.app.database.dialect}: a player with ${N.toLocaleString('en-US')} rounds (set up in ${setup.toFixed(1)} s); median of 15 calls`,
  );
  console.log(`  GET /api/me/luck (totals + latest 1,000 rounds)   ${luck.toFixed(1)} ms`);
  console.log(`  the full-history aggregate it avoids              ${fullScan.toFixed(1)} ms`);
  console.log(`  GET /api/rounds (first page of 20)                ${history.toFixed(1)} ms`);
  console.log(`  GET /api/rounds?game=roulette&before=N/2          ${filtered.toFixed(1)} ms`);
} finally {
  await t.close();
}
