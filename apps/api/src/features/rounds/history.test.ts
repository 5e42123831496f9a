import { routes, type RoundRecord, type RoundsPage } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { FixedSeeds, Player } from '../../test/rounds';

const HOUR = 3600_000;

describe('round history filters', () => {
  let t: TestApp;
  let p: Player;
  const waves: Array<{ id: string; number: number }> = [];
  const seeds = new FixedSeeds();
  beforeAll(async () => {
    t = await createTestApp({}, { seedSource: seeds });
    p = new Player(t.app, await signUp(t.app), { strings: () => seeds.secret() });
    const play = async (game: 'slots' | 'roulette', times: number) => {
      const gameId = await p.openGame(game);
      for (let i = 0; i < times; i++) {
        if (game === 'slots') {
          const spun = await p.ok(routes.slotsSpin, { params: { gameId }, body: { bet: 10 } });
          for (let id = 0; spun.round.status !== 'finished' && id < 12; id++)
            spun.round = (
              await p.ok(routes.slotsPop, { params: { gameId }, body: { balloonId: id } })
            ).round;
        } else {
          await p.ok(routes.rouletteSpin, {
            params: { gameId },
            body: { bets: [{ type: 'red', amount: 25 }] },
          });
        }
      }
    };
    for (const [slots, roulette] of [
      [2, 1],
      [1, 2],
    ]) {
      const wave = (await p.ok(routes.currentWave)) as { id: string; number: number };
      waves.push(wave);
      await play('slots', slots!);
      await play('roulette', roulette!);
      t.clock.advance(4 * HOUR);
    }
    // Someone else's rounds never show.
    const other = new Player(t.app, await signUp(t.app), { strings: () => seeds.secret() });
    await other.ok(routes.rouletteSpin, {
      params: { gameId: await other.openGame('roulette') },
      body: { bets: [{ type: 'black', amount: 25 }] },
    });
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>) => p.ok<RoundsPage>(routes.rounds, { query });
  const shape = (rounds: RoundRecord[]) => rounds.map((r) => `${r.game}@${r.waveNumber}`);

  it('keeps one game, one wave, or both; newest first, with the wave number', async () => {
    const [a, b] = waves as [{ id: string; number: number }, { id: string; number: number }];
    expect(b.number).toBe(a.number + 1);
    expect(shape((await list({})).rounds)).toEqual([
      `roulette@${b.number}`,
      `roulette@${b.number}`,
      `slots@${b.number}`,
      `roulette@${a.number}`,
      `slots@${a.number}`,
      `slots@${a.number}`,
    ]);
    expect(shape((await list({ game: 'slots' })).rounds)).toEqual([
      `slots@${b.number}`,
      `slots@${a.number}`,
      `slots@${a.number}`,
    ]);
    expect(shape((await list({ waveId: a.id })).rounds)).toEqual([
      `roulette@${a.number}`,
      `slots@${a.number}`,
      `slots@${a.number}`,
    ]);
    const both = await list({ game: 'roulette', waveId: b.id });
    expect(shape(both.rounds)).toEqual([`roulette@${b.number}`, `roulette@${b.number}`]);
    expect(both.rounds.every((r) => r.waveId === b.id)).toBe(true);
    expect((await list({ game: 'poker' })).rounds).toEqual([]);
  });

  it('pages a filtered list to its end', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: RoundsPage = await list({
        game: 'roulette',
        limit: '1',
        ...(before === null ? {} : { before: String(before) }),
      });
      seen.push(...page.rounds.map((r) => r.nonce));
      before = page.nextBefore;
    } while (before !== null);
    const all = (await list({ game: 'roulette' })).rounds.map((r) => r.nonce);
    expect(seen).toEqual(all);
    expect(seen).toHaveLength(3);
  });

  it('refuses a filter that is not a game or an id', async () => {
    await p.refused(routes.rounds, { query: { game: 'dice' } }, 400);
    await p.refused(routes.rounds, { query: { waveId: '' } }, 400);
    await p.refused(routes.rounds, { query: { wave: waves[0]!.id } }, 400);
  });
});
