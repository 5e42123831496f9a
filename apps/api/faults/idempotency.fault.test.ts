import { routes } from '@coinwave/api-contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../src/db/sqlite';
import { register, type Player } from '../src/test/http-player';
import { NoAnswer } from '../src/test/http-request';
import { startServer, type ServerProcess } from './server';

// Idempotency keys under kill -9: players send keyed roulette spins and blackjack
// hits while the server is killed (SIGKILL) with requests in flight, then retry every request
// with its key after the restart. A request the kill cut off was either committed (its retry is
// answered from the stored first answer) or not (its retry applies it now): every key is applied
// exactly once, every answered request's retry returns the very same body, and every balance
// equals its ledger.

const PLAYERS = 5;
const SPINS_PER_ROUND = 10;
const KILLS = 3;

interface Sent {
  player: Player;
  key: string;
  gameId: string;
  /** The first answer's text, or undefined when the kill cut the request off. */
  first?: string;
}

describe('idempotency keys under kill -9', () => {
  let server: ServerProcess;
  const players: Player[] = [];
  const tables = new Map<Player, string>();

  beforeAll(async () => {
    server = await startServer({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
    for (let i = 0; i < PLAYERS; i++) players.push(await register(server.base));
    for (const p of players)
      tables.set(
        p,
        (await p.ok<{ id: string }>(routes.createGame, { body: { kind: 'roulette' } })).id,
      );
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const spin = (s: Sent) =>
    s.player.call(routes.rouletteSpin, {
      params: { gameId: s.gameId },
      body: { bets: [{ type: 'red', amount: 25 }] },
      headers: { 'idempotency-key': s.key },
    });

  it('applies every keyed spin exactly once across three kills with requests in flight', async () => {
    const all: Sent[] = [];
    let cutCommitted = 0;
    let cutLost = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const batch: Sent[] = players.flatMap((player) =>
        Array.from({ length: SPINS_PER_ROUND }, (_, i) => ({
          player,
          key: `k${kill}-${i}-${player.user.id}`,
          gameId: tables.get(player)!,
        })),
      );
      all.push(...batch);
      // Kill once a few answers are back: the rest are in flight (or not yet read).
      let answered = 0;
      let someAnswered!: () => void;
      const enough = new Promise<void>((resolve) => (someAnswered = resolve));
      const flights = batch.map(async (s) => {
        try {
          const res = await spin(s);
          expect(res.status, res.text).toBe(200);
          s.first = res.text;
        } catch (error) {
          if (!(error instanceof NoAnswer)) throw error;
        }
        answered += 1;
        if (answered >= 5) someAnswered();
      });
      await Promise.race([enough, Promise.all(flights)]);
      await server.kill('SIGKILL');
      await Promise.all(flights);
      await server.restart();

      // Every request again, with its key.
      for (const s of batch) {
        const res = await spin(s);
        expect(res.status, res.text).toBe(200);
        if (s.first !== undefined) {
          expect(res.replayed).toBe(true);
          expect(res.text).toBe(s.first);
        } else if (res.replayed) cutCommitted += 1;
        else cutLost += 1;
      }
    }

    // Each key made exactly one round, and every book balances.
    const db = new Database(sqliteFile(server.dataDir), { readonly: true });
    try {
      for (const p of players) {
        const { n } = db
          .prepare('select count(*) as n from rounds where user_id = ?')
          .get(p.user.id) as { n: number };
        expect(n).toBe(all.filter((s) => s.player === p).length);
        const { coins, ledger } = db
          .prepare(
            'select coins, (select sum(amount) from ledger_entries where user_id = users.id) as ledger from users where id = ?',
          )
          .get(p.user.id) as { coins: number; ledger: number };
        expect(coins).toBe(ledger);
      }
      const keys = db.prepare('select count(*) as n from idempotency_keys').get() as { n: number };
      expect(keys.n).toBe(all.length);
    } finally {
      db.close();
    }
    console.info(
      `idempotency under kill: ${all.length} keyed spins, ${KILLS} kills; ${cutCommitted} cut off after their commit (answered from the first), ${cutLost} cut off before it (applied on retry)`,
    );
  });
});
