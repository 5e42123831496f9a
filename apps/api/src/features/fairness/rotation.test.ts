import type { OpenRound } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { getFairness } from './fairness.service';
import { rotateSeed, type SeedRounds } from './rotation.service';

describe('seed rotation through the rounds wired in buildApp', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const open: OpenRound = {
    id: 'r1',
    game: 'poker',
    gameId: 'g1',
    waveId: 'w1',
    updatedAt: '2030-01-01T12:00:00.000Z',
    settlesAt: '2030-01-01T12:10:00.000Z',
    idle: false,
  };

  /** The app's context with these rounds, recording the order of the calls. */
  function withRounds(calls: string[], openRounds: OpenRound[]): AppContext {
    const rounds: SeedRounds = {
      beforeRotate: async (userId) => {
        calls.push(`before ${userId}`);
      },
      listOpen: async () => {
        calls.push('listOpen');
        return openRounds;
      },
      openRoundsRefusal: (rounds, doing) => {
        calls.push(`refuse ${rounds.length}: ${doing}`);
        return new DomainError('CONFLICT', 'wait');
      },
      countOnSeed: async () => {
        calls.push('count');
        return 7;
      },
    };
    return { ...t.app.ctx, seedRounds: rounds };
  }

  it('runs the steps before a rotation first, then reveals and counts the rounds on the seed', async () => {
    const userId = (await signUp(t.app)).user.id;
    const before = await getFairness(t.app.ctx, userId);
    const calls: string[] = [];
    const rotated = await rotateSeed(withRounds(calls, []), userId);
    expect(calls).toEqual([`before ${userId}`, 'listOpen', 'count']);
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(rotated.revealed.rounds).toBe(7);
    expect(rotated.fairness.serverSeedHash).not.toBe(before.serverSeedHash);
  });

  it('is refused with the rounds’ refusal while a round is open, and reveals nothing', async () => {
    const userId = (await signUp(t.app)).user.id;
    const before = await getFairness(t.app.ctx, userId);
    const calls: string[] = [];
    await expect(rotateSeed(withRounds(calls, [open]), userId)).rejects.toThrow('wait');
    expect(calls).toEqual([
      `before ${userId}`,
      'listOpen',
      'refuse 1: rotating the seed: the round still depends on it',
    ]);
    expect((await getFairness(t.app.ctx, userId)).serverSeedHash).toBe(before.serverSeedHash);
  });
});
