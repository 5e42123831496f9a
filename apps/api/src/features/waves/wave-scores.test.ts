import { routes, type LeaderboardEntry } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll } from '../../db/statements';
import { withTransaction } from '../../db/transaction';
import { call, joinWave, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { moveCoins } from '../ledger/ledger.service';

// The leaderboard reads the aggregate `wave_members.score` (migration 0013), kept by every round
// entry's transaction: it must always equal the sum of the wave's round entries in the ledger.
describe('wave scores', () => {
  let t: TestApp;
  let players: Signed[];
  let waveId: string;

  const post = (who: Signed, route: Parameters<typeof call>[1], input = {}) =>
    call(t.app, route, { cookie: who.cookie, ...input });

  /** Σ of each user's round entries in the wave, straight from the ledger. */
  const ledgerNets = async () => {
    const rows = await queryAll<{ user_id: string; net: number | string }>(
      t.app.ctx.db,
      `select user_id, sum(amount) as net from ledger_entries
        where wave_id = ? and kind in ('round_debit', 'round_credit', 'auto_settle')
        group by user_id`,
      waveId,
    );
    return new Map(rows.map((r) => [r.user_id, Number(r.net)]));
  };

  const leaderboard = async () => {
    const res = await post(players[0]!, routes.waveLeaderboard, { params: { waveId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeaderboardEntry[]>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    players = [];
    for (let i = 0; i < 4; i++) {
      const p = await signUp(t.app);
      waveId = await joinWave(t.app, p);
      players.push(p);
    }
  });
  afterAll(() => t.close());

  it('equals the sum of the ledger after real rounds, open ones included', async () => {
    for (const [i, p] of players.entries()) {
      const table = await post(p, routes.createGame, { body: { kind: 'slots' } });
      const gameId = table.json<{ id: string }>().id;
      for (let spin = 0; spin < 3 + i * 2; spin++) {
        const res = await post(p, routes.slotsSpin, { params: { gameId }, body: { bet: 10 } });
        // A balloon bonus leaves the round open (its stake debited, no credit yet): the next spin
        // on that table is refused, which is fine here; what counts is what the ledger holds.
        if (res.statusCode !== 200) break;
      }
    }
    const nets = await ledgerNets();
    expect(nets.size).toBe(players.length);
    const board = await leaderboard();
    expect(board).toHaveLength(players.length);
    for (const entry of board) expect(entry.score).toBe(nets.get(entry.id) ?? 0);
    const scores = board.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('counts what a player staked in the wave before joining it', async () => {
    const late = await signUp(t.app);
    await withTransaction(t.app.ctx.db, (trx) =>
      moveCoins(
        trx,
        {
          userId: late.user.id,
          amount: -30,
          kind: 'round_debit',
          roundId: 'before-joining',
          waveId,
        },
        t.app.ctx.now(),
      ),
    );
    await joinWave(t.app, late);
    players.push(late);
    const board = await leaderboard();
    const nets = await ledgerNets();
    expect(nets.get(late.user.id)).toBe(-30);
    expect(board.find((e) => e.id === late.user.id)?.score).toBe(-30);
    for (const entry of board) expect(entry.score).toBe(nets.get(entry.id) ?? 0);
  });
});
