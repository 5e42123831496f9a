import { routes, type RankingsPage } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { call, joinWave, signUp, uniqueName, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { moveCoins } from '../ledger/ledger.service';

describe('full rankings', () => {
  let t: TestApp;
  let players: Signed[];
  let waveId: string;
  beforeAll(async () => {
    t = await createTestApp();
    players = [];
    for (let i = 0; i < 25; i++) {
      const p = await signUp(t.app);
      waveId = await joinWave(t.app, p);
      players.push(p);
      t.clock.advance(1000);
    }
    // Player i nets (i % 5) × 10 − 20: five score levels, ties ranked by join order.
    for (const [i, p] of players.entries()) {
      const net = (i % 5) * 10 - 20;
      if (net === 0) continue;
      await withTransaction(t.app.ctx.db, async (trx) => {
        await moveCoins(
          trx,
          {
            userId: p.user.id,
            amount: -50,
            kind: 'round_debit',
            roundId: `r${i}`,
            waveId,
          },
          t.app.ctx.now(),
        );
        await moveCoins(
          trx,
          {
            userId: p.user.id,
            amount: 50 + net,
            kind: 'round_credit',
            roundId: `r${i}`,
            waveId,
          },
          t.app.ctx.now(),
        );
      });
    }
  });
  afterAll(() => t.close());

  /** Players in the expected order: score descending, then join order. */
  const expectedOrder = () =>
    players
      .map((p, i) => ({ id: p.user.id, score: (i % 5) * 10 - 20, joined: i }))
      .sort((a, b) => b.score - a.score || a.joined - b.joined);

  const page = async (who: Signed, query: Record<string, string> = {}) => {
    const res = await call(t.app, routes.waveRankings, {
      cookie: who.cookie,
      params: { waveId },
      query,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RankingsPage>();
  };

  it('pages through every member in one total order, the player pinned wherever they fall', async () => {
    const order = expectedOrder();
    const viewer = players.find((p) => p.user.id === order[16]!.id)!;
    const seen: string[] = [];
    for (const offset of [0, 10, 20]) {
      const got = await page(viewer, { limit: '10', offset: String(offset) });
      expect(got).toMatchObject({ waveId, total: 25, offset, limit: 10 });
      expect(got.entries.map((e) => e.rank)).toEqual(
        Array.from({ length: Math.min(10, 25 - offset) }, (_, k) => offset + k + 1),
      );
      seen.push(...got.entries.map((e) => e.user.id));
      // The viewer's own row comes with every page, with its true rank and score.
      expect(got.you).toMatchObject({
        rank: 17,
        score: order[16]!.score,
        user: { id: viewer.user.id },
      });
    }
    expect(seen).toEqual(order.map((o) => o.id));
    const first = await page(viewer, { limit: '3' });
    expect(first.entries.map((e) => [e.rank, e.score])).toEqual([
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
    // Past the end: no rows, the total and the player's row still there.
    const beyond = await page(viewer, { offset: '40' });
    expect(beyond).toMatchObject({ total: 25, entries: [], you: { rank: 17 } });
  });

  it('agrees with the leaderboard, and has no row for a player outside the wave', async () => {
    const outsider = await signUp(t.app);
    const got = await page(outsider, { limit: '100' });
    expect(got.you).toBeNull();
    const board = await call(t.app, routes.waveLeaderboard, {
      cookie: outsider.cookie,
      params: { waveId },
    });
    expect(board.json()).toEqual(got.entries);
  });

  it('validates the query strictly and answers 404 for an unknown wave', async () => {
    const bad: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '101' },
      { offset: '-1' },
      { offset: '01' },
      { offset: 'x' },
      { page: '1' },
    ];
    for (const query of bad) {
      const res = await call(t.app, routes.waveRankings, {
        cookie: players[0]!.cookie,
        params: { waveId },
        query,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const missing = await call(t.app, routes.waveRankings, {
      cookie: players[0]!.cookie,
      params: { waveId: 'nope' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(t.app, routes.waveRankings, { params: { waveId } })).statusCode).toBe(401);
  });
});

describe('a player’s own rank', () => {
  it('counts every member ahead, down to the name and the id when score and join time tie', async () => {
    const t = await createTestApp();
    try {
      // All join in the same instant with no rounds: only the name (case aside), then the id, tell
      // them apart. A player past the last page gets their row from the rank count alone.
      const players: Signed[] = [];
      let waveId = '';
      for (const prefix of ['bea', 'Abe', 'abd', 'Cal', 'abe', 'ABC'])
        players.push(await signUp(t.app, uniqueName(prefix)));
      for (const p of players) waveId = await joinWave(t.app, p);
      const page = async (who: Signed, query: Record<string, string>) =>
        (
          await call(t.app, routes.waveRankings, { cookie: who.cookie, params: { waveId }, query })
        ).json<RankingsPage>();
      const listed = (await page(players[0]!, { limit: '100' })).entries.map((e) => e.user.id);
      expect(listed).toHaveLength(players.length);
      const byName = [...players]
        .sort((a, b) => a.user.username.toLowerCase().localeCompare(b.user.username.toLowerCase()))
        .map((p) => p.user.id);
      expect(listed).toEqual(byName);
      for (const p of players)
        expect((await page(p, { offset: '50' })).you).toMatchObject({
          rank: listed.indexOf(p.user.id) + 1,
          user: { id: p.user.id },
        });
    } finally {
      await t.close();
    }
  });
});
