import {
  patchLeaderboard,
  routes,
  type LeaderboardEntry,
  type ServerMessage,
  type WaveFigures,
} from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, joinWave, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { FrameTap } from '../../test/rounds';
import type { FeedTimers } from './wave-feed';

/** Timers that run only when the test says so, on the test's clock. */
class ManualTimers implements FeedTimers {
  private queue: Array<{ at: number; fn: () => void } | null> = [];
  constructor(private readonly nowMs: () => number) {}
  set = (fn: () => void, ms: number): unknown => this.queue.push({ at: this.nowMs() + ms, fn }) - 1;
  clear = (handle: unknown): void => {
    this.queue[handle as number] = null;
  };
  /** Runs every timer due by now. */
  runDue(): void {
    for (const [i, t] of this.queue.entries())
      if (t && t.at <= this.nowMs()) {
        this.queue[i] = null;
        t.fn();
      }
  }
}

describe('coalesced wave_update', () => {
  let t: TestApp;
  let timers: ManualTimers;
  let players: Signed[];
  let waveId: string;
  let tap: FrameTap;

  const updates = () =>
    tap.frames.filter(
      (f): f is Extract<ServerMessage, { type: 'wave_update' }> => f.type === 'wave_update',
    );
  /** Runs the feed's due timers and waits for what they send. */
  const tick = async () => {
    timers.runDue();
    await t.app.waveFeed.idle();
  };
  const spin = async (who: Signed, gameId: string) => {
    const res = await call(t.app, routes.slotsSpin, {
      cookie: who.cookie,
      params: { gameId },
      body: { bet: 10 },
    });
    expect([200, 409]).toContain(res.statusCode);
  };
  const served = async () =>
    (
      await call(t.app, routes.waveLeaderboard, { cookie: players[0]!.cookie, params: { waveId } })
    ).json<LeaderboardEntry[]>();

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { feedTimers: { set: (f, ms) => timers.set(f, ms), clear: (h) => timers.clear(h) } },
    );
    timers = new ManualTimers(() => t.clock.now().getTime());
    players = [];
    for (let i = 0; i < 3; i++) {
      const p = await signUp(t.app);
      waveId = await joinWave(t.app, p);
      players.push(p);
    }
    tap = new FrameTap(t.app, players[0]!.user.id, waveId);
  });
  afterAll(() => t.close());

  let board: LeaderboardEntry[] = [];

  it('sends one frame for many rounds, then at most one per second, patching to the served board', async () => {
    // The joins' frame: every row.
    await tick();
    expect(updates()).toHaveLength(1);
    t.clock.advance(1000);
    const before = updates().length;
    const tables: string[] = [];
    for (const p of players)
      tables.push(
        (await call(t.app, routes.createGame, { cookie: p.cookie, body: { kind: 'slots' } })).json<{
          id: string;
        }>().id,
      );
    for (let round = 0; round < 4; round++)
      for (const [i, p] of players.entries()) await spin(p, tables[i]!);
    // 3 tables opened and 12 rounds, no frame yet: the feed waits for its timer.
    expect(updates().length).toBe(before);
    await tick();
    expect(updates().length).toBe(before + 1);
    // One frame for them all, with the figures: no client is asked to read the wave again.
    expect(updates().at(-1)!.payload.figures?.gamesCount).toBe(tables.length);
    for (const u of updates())
      if (u.payload.figures) board = patchLeaderboard(board, u.payload.figures);
    expect(board).toEqual(await served());

    // More rounds within the same second: nothing until the second is up, then one frame.
    for (const [i, p] of players.entries()) await spin(p, tables[i]!);
    await tick();
    expect(updates().length).toBe(before + 1);
    t.clock.advance(999);
    await tick();
    expect(updates().length).toBe(before + 1);
    t.clock.advance(1);
    await tick();
    expect(updates().length).toBe(before + 2);
    const last = updates().at(-1)!.payload.figures as WaveFigures;
    // Only the changed rows travel; patched, the board is the served one.
    expect(last.leaderboard.length).toBeLessThanOrEqual(players.length);
    board = patchLeaderboard(board, last);
    expect(board).toEqual(await served());
    expect(last.leaderboardSize).toBe(players.length);
  });

  it('sends nothing when nothing changed', async () => {
    // Whatever is still due goes out first (the joins, when this test runs first).
    t.clock.advance(1000);
    await tick();
    t.clock.advance(1000);
    const before = updates().length;
    // A member who joins again changes nothing: no frame now, nor once a second has passed.
    await joinWave(t.app, players[1]!);
    t.app.ctx.waveFeed.changed(waveId);
    await tick();
    t.clock.advance(1000);
    await tick();
    expect(updates().length).toBe(before);
  });
});

describe('patchLeaderboard', () => {
  const row = (id: string, rank: number, score: number): LeaderboardEntry => ({
    id,
    rank,
    score,
    user: { id, username: id, avatarUrl: null },
  });
  it('moves players between ranks, keeping one row per rank and per player', () => {
    const shown = [row('a', 1, 30), row('b', 2, 20), row('c', 3, 10)];
    const patched = patchLeaderboard(shown, {
      leaderboardSize: 3,
      leaderboard: [row('c', 1, 40), row('a', 2, 30), row('b', 3, 20)],
    });
    expect(patched.map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(
      patchLeaderboard(shown, {
        leaderboardSize: 2,
        leaderboard: [row('b', 1, 35), row('a', 2, 30)],
      }),
    ).toEqual([row('b', 1, 35), row('a', 2, 30)]);
  });
});
