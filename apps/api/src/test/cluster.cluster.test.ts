import { routes, type GameKind, type User } from '@coinwave/api-contract';
import { startHand } from '@coinwave/blackjack-engine';
import { roundRng } from '@coinwave/game-core';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresServer, testRedisServer } from '../config';
import {
  scratchDir,
  startBalancer,
  startInstance,
  type Balancer,
  type Instance,
} from './cluster-harness';
import { NoAnswer } from './http-request';
import { createTestDatabase } from './postgres';
import {
  finishOpenRounds,
  register,
  type Player,
  type HandLike,
  type PokerLike,
  type SlotsLike,
} from './http-player';
import type { SocketClient } from './socket-client';

// Two API processes on one PostgreSQL and one Redis, as an operator runs them behind a load
// balancer: sessions, chat, DMs and presence cross instances; money moves exactly once
// under concurrency split over both; one instance killed mid-traffic leaves the other serving and
// the books balanced; "New Wave" pressed on both at once makes one wave.

/** Reconnects a socket as the web client does: the same address, again after a failure. */
async function reconnect(p: Player, base: string): Promise<SocketClient> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await p.socket(base);
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

// In order: the last test kills instance A.
describe('two API instances on one PostgreSQL and one Redis', { shuffle: false }, () => {
  let a: Instance;
  let b: Instance;
  let lb: Balancer;
  let db: pg.Pool;
  let cleanup: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    const server = testPostgresServer();
    if (!server)
      throw new Error('the cluster test needs COINWAVE_TEST_POSTGRES (see vitest.config.ts)');
    const database = await createTestDatabase(server);
    const scratch = scratchDir();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisServer(),
      REDIS_PREFIX: `cwcluster:${randomBytes(4).toString('hex')}:`,
      MEDIA_DIR: `${scratch.dir}/media`,
      LOG_LEVEL: 'warn',
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      // These players play and open tables as fast as replies come, faster than a person may.
      ROUND_ACTIONS_PER_MINUTE: '100000',
      GAMES_OPENED_PER_MINUTE: '100000',
    };
    // One after the other: the first migrates the empty database (the second would wait on
    // PostgreSQL's advisory lock anyway).
    a = await startInstance('a', { ...env, DATA_DIR: `${scratch.dir}/a` }, scratch.dir);
    b = await startInstance('b', { ...env, DATA_DIR: `${scratch.dir}/b` }, scratch.dir);
    lb = await startBalancer([a.port, b.port]);
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanup = [
      () => lb.close(),
      () => a.stop(),
      () => b.stop(),
      () => db.end(),
      () => database.drop(),
      () => scratch.remove(),
    ];
  }, 120_000);
  afterAll(async () => {
    for (const step of cleanup) await step();
  }, 60_000);

  /** coins = Σ ledger for every user, and nobody below zero. */
  async function booksBalance(): Promise<number> {
    const { rows } = await db.query<{ id: string; coins: string; total: string | null }>(
      `select u.id, u.coins, (select sum(amount) from ledger_entries l where l.user_id = u.id) as total
       from users u`,
    );
    for (const r of rows) {
      expect(Number(r.coins), `user ${r.id}`).toBe(Number(r.total ?? 0));
      expect(Number(r.coins)).toBeGreaterThanOrEqual(0);
    }
    return rows.length;
  }

  it('shares sessions, wave chat, DMs and the online count across instances', async () => {
    const alice = await register(a.origin);
    const bob = await register(b.origin);
    // A session made on A works on B.
    expect((await alice.via(b.origin).ok<User>(routes.me)).id).toBe(alice.user.id);

    const wave = (await alice.ok(routes.currentWave)) as { id: string };
    const onA = await alice.socket(a.origin);
    const onB = await bob.socket(b.origin);
    onA.send({ type: 'wave_join', waveId: wave.id });
    onB.send({ type: 'wave_join', waveId: wave.id });
    // Both users are online, counted over both instances, whichever instance answers.
    await onA.next('online', (m) => m.payload.count === 2, 10_000);
    for (const base of [a.origin, b.origin])
      expect(
        ((await alice.via(base).ok(routes.currentWave)) as { currentPlayers: number })
          .currentPlayers,
      ).toBe(2);

    // A wave chat message posted on A reaches a socket on B in under 500 ms.
    const sent = Date.now();
    const message = (await alice.ok(routes.sendMessage, {
      body: { senderId: alice.user.id, content: 'hang ten across instances', waveId: wave.id },
    })) as { id: string };
    await onB.next('chat', (m) => m.payload.messageId === message.id, 5_000);
    expect(Date.now() - sent).toBeLessThan(500);

    // A DM from B's user, sent on B, reaches Alice's socket on A.
    const dm = (await bob.ok(routes.sendMessage, {
      body: { senderId: bob.user.id, content: 'psst', recipientId: alice.user.id },
    })) as { id: string };
    await onA.next('chat', (m) => m.payload.messageId === dm.id, 5_000);

    // Logging out on A ends the session on B too, at once.
    await alice.ok(routes.logout);
    expect((await alice.via(b.origin).call(routes.me)).status).toBe(401);
    onA.close();
    onB.close();
  });

  it('credits 100 concurrent claims split over both instances exactly once', async () => {
    const p = await register(a.origin);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        p.via(i % 2 ? b.origin : a.origin).call(routes.claimCoins, { params: { id: p.user.id } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies) expect([200, 409]).toContain(r.status);
    expect(((await p.ok(routes.me)) as User).coins).toBe(6000);
    const { rows } = await db.query(
      "select count(*)::int as n from ledger_entries where user_id = $1 and kind = 'claim'",
      [p.user.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('accepts exactly 10 of 50 concurrent 100-coin bets over both instances on 1,000 coins', async () => {
    const p = await register(a.origin);
    // Setup straight in the database: the balance brought to 1,000 through a ledger entry (coins
    // stay = Σ ledger), and a client seed whose hands never end at the deal (no natural pays out
    // mid-test), found with the server seed read from the database (the test may; nobody else).
    await db.query(
      `with moved as (update users set coins = coins - 4000 where id = $1 returning coins)
       insert into ledger_entries (user_id, amount, kind, round_id, balance_after, created_at)
       select $1, -4000, 'round_debit', 'setup-' || $1, coins, '2030-01-01T00:00:00.000Z' from moved`,
      [p.user.id],
    );
    await p.ok(routes.fairness);
    const { rows } = await db.query<{ server_seed: string }>(
      `select s.server_seed from user_fairness f join fairness_seeds s on s.id = f.active_seed_id where f.user_id = $1`,
      [p.user.id],
    );
    const serverSeed = rows[0]!.server_seed;
    let clientSeed = '';
    for (let i = 0; !clientSeed; i++) {
      const candidate = `no-naturals-${i}`;
      const hands = Array.from({ length: 50 }, (_, n) =>
        startHand(100, roundRng(serverSeed, candidate, n)),
      );
      if (hands.every((h) => h.phase === 'playing')) clientSeed = candidate;
    }
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    const tables = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        p
          .via(i % 2 ? b.origin : a.origin)
          .ok<{ id: string }>(routes.createGame, { body: { kind: 'blackjack' } }),
      ),
    );
    const replies = await Promise.all(
      tables.map((t, i) =>
        p.via(i % 2 ? a.origin : b.origin).call(routes.blackjackDeal, {
          params: { gameId: t.id },
          body: { bet: 100 },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    for (const r of replies.filter((x) => x.status !== 200))
      expect(r.body.error).toBe('Not enough coins');
    expect(((await p.ok(routes.me)) as User).coins).toBe(0);
    await booksBalance();
  });

  it('"New Wave" pressed on both instances at the same moment makes one wave', async () => {
    const p = await register(b.origin);
    // The current wave is older than the hour a new wave waits for.
    await db.query(
      `update waves set start_time = to_char((now() at time zone 'utc') - interval '90 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') where number = (select max(number) from waves)`,
    );
    const before = await db.query('select count(*)::int as n from waves');
    const replies = await Promise.all(
      [a.origin, b.origin].map((base) => p.via(base).call(routes.createWave)),
    );
    // One starts it. The other is refused either way the race goes: 409 (a wave is starting, or the
    // new one is too young), or 429 when this player's own start was counted first.
    const [started, refused] = [...replies].sort((x, y) => x.status - y.status);
    expect(started!.status).toBe(200);
    expect([409, 429]).toContain(refused!.status);
    expect(refused!.body.error).toMatch(/wave/);
    const after = await db.query('select count(*)::int as n from waves');
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
  });
  it('keeps the books balanced through mixed play alternating instances, with A killed mid-way', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => register(lb.origin)));
    // Two sockets through the balancer: round robin puts one on each instance.
    const wave = ((await players[0]!.ok(routes.currentWave)) as { id: string }).id;
    const sockets = [await players[0]!.socket(lb.origin), await players[1]!.socket(lb.origin)];
    for (const s of sockets) s.send({ type: 'wave_join', waveId: wave });
    await Promise.all(sockets.map((s) => s.next('online', () => true, 10_000)));
    const closed = sockets.map(
      (s) => new Promise<boolean>((resolve) => s.ws.once('close', () => resolve(true))),
    );
    // Killed: requests to A may be cut from here on. Gone: A has exited and its port refuses, so
    // the balancer sends every connection to B.
    let killed = false;
    let gone = false;
    let played = 0;
    const failures: string[] = [];
    // Requests cut by the kill (in flight on A, or on a kept-alive connection A held).
    const cuts: Array<{ player: Player; text: string }> = [];
    const afterKill = new Map<Player, number>();
    const via = (base: string) => ({ [a.origin]: 'A', [b.origin]: 'B' })[base] ?? 'the balancer';
    const cutOf = (player: Player, error: unknown) => ({
      player,
      text: `${player.user.username} via ${via(player.base)}: ${error}`,
    });
    const play = async (p: Player, rounds: number) => {
      const tables = new Map<GameKind, string>();
      const openGame = async (kind: GameKind) => {
        if (!tables.has(kind))
          tables.set(
            kind,
            ((await p.ok(routes.createGame, { body: { kind } })) as { id: string }).id,
          );
        return tables.get(kind)!;
      };
      let cut = false;
      for (let i = 0; i < rounds; i++) {
        // Alternate instances while both run; to B while A dies; through the balancer once A is gone.
        p.base = gone ? lb.origin : killed || i % 2 === 0 ? b.origin : a.origin;
        try {
          // After a cut request, first finish what it left open, as the web client resumes.
          if (cut) await finishOpenRounds(p);
          cut = false;
          await oneRound(p, i, openGame);
          played += 1;
          if (gone) afterKill.set(p, (afterKill.get(p) ?? 0) + 1);
        } catch (error) {
          // A request cut by the kill: the player carries on through B.
          cut = true;
          if (killed) cuts.push(cutOf(p, error));
          else failures.push(cutOf(p, error).text);
        }
      }
      // The last resume goes through the balancer once A is gone, and is tried again if a
      // connection A held is cut under it.
      await aGone;
      p.base = lb.origin;
      for (let attempt = 1; ; attempt++) {
        try {
          await finishOpenRounds(p);
          break;
        } catch (error) {
          if (!(error instanceof NoAnswer) || attempt === 3) throw error;
          cuts.push(cutOf(p, error));
        }
      }
    };
    // Kill A once the traffic is well under way.
    const aGone = new Promise((resolve) => setTimeout(resolve, 4_000)).then(async () => {
      killed = true;
      await a.kill();
      gone = true;
    });
    const traffic = Promise.all(players.map((p) => play(p, 200)));
    await aGone;
    // The socket that was on A is cut; reconnecting through the same address lands on B.
    expect(
      await Promise.race([...closed, new Promise((r) => setTimeout(() => r(false), 10_000))]),
    ).toBe(true);
    const again = await reconnect(players[0]!, lb.origin);
    again.send({ type: 'wave_join', waveId: wave });
    await again.next('online', () => true, 10_000);
    await traffic;
    expect(failures).toEqual([]);
    // The kill cuts what a player had in flight on A (and, rarely, a kept-alive connection the
    // balancer had given A): more would mean B or the balancer failed requests too.
    const cutsOf = (p: Player) => cuts.filter((c) => c.player === p).length;
    const listed = cuts.map((c) => c.text).join('\n');
    expect(Math.max(...players.map(cutsOf)), listed).toBeLessThanOrEqual(2);
    // B kept serving: every player went on playing after the kill, a fresh player signs up, and
    // everybody's books balance.
    for (const p of players) expect(afterKill.get(p) ?? 0).toBeGreaterThan(0);
    // Only the rounds cut by the kill are missing, and nothing is left open.
    expect(played).toBeGreaterThan(20 * 200 * 0.95);
    const open = await db.query(
      "select count(*)::int as n from rounds where status = 'in_progress' and user_id = any($1)",
      [players.map((p) => p.user.id)],
    );
    expect(open.rows[0].n).toBe(0);
    const late = await register(lb.origin);
    expect(((await late.ok(routes.me)) as User).coins).toBe(5000);
    expect(await booksBalance()).toBeGreaterThanOrEqual(21);
    for (const s of [...sockets, again]) s.close();
  }, 300_000);
});

/** One round of a game chosen by `i`, played to its end (bonus popped, hand stood or folded). */
async function oneRound(p: Player, i: number, openGame: (kind: GameKind) => Promise<string>) {
  const kind = (['slots', 'roulette', 'blackjack', 'poker'] as const)[i % 4]!;
  const gameId = await openGame(kind);
  const params = { gameId };
  if (i % 25 === 0) await p.call(routes.claimCoins, { params: { id: p.user.id } });
  if (kind === 'slots') {
    let reply = (await p.ok(routes.slotsSpin, { params, body: { bet: 10 } })) as SlotsLike;
    for (let n = 0; reply.bonus && reply.bonus.phase !== 'finished'; n++)
      reply = (await p.ok(routes.slotsPop, { params, body: { balloonId: n } })) as SlotsLike;
  } else if (kind === 'roulette') {
    await p.ok(routes.rouletteSpin, { params, body: { bets: [{ type: 'red', amount: 25 }] } });
  } else if (kind === 'blackjack') {
    let reply = (await p.ok(routes.blackjackDeal, { params, body: { bet: 50 } })) as HandLike;
    while (reply.view.phase === 'playing')
      reply = (await p.ok(routes.blackjackAction, {
        params,
        body: { action: 'stand' },
      })) as HandLike;
  } else {
    let reply = (await p.ok(routes.pokerHand, { params })) as PokerLike;
    while (reply.view && !reply.view.handOver)
      reply = (await p.ok(routes.pokerAction, { params, body: { action: 'fold' } })) as PokerLike;
  }
}
