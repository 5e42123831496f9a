import { fc, test } from '@fast-check/vitest';
import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, startHand } from './blackjack-engine';
import { recommendAction, strategyAction } from './basic-strategy';

describe('strategy tables', () => {
  it('plays the total-based hit/stand table', () => {
    const hs = (total: number, soft: boolean, up: number) =>
      strategyAction('hit-stand', total, soft, up, true, 8);
    expect([2, 3, 4, 6, 7].map((up) => hs(12, false, up))).toEqual([
      'hit',
      'hit',
      'stand',
      'stand',
      'hit',
    ]);
    expect([2, 6, 7, 10, 11].map((up) => hs(16, false, up))).toEqual([
      'stand',
      'stand',
      'hit',
      'hit',
      'hit',
    ]);
    expect([2, 6, 8, 9, 10, 11].map((up) => hs(18, true, up))).toEqual([
      'stand',
      'stand',
      'stand',
      'hit',
      'hit',
      'stand',
    ]);
    expect(hs(11, false, 6)).toBe('hit');
    expect(hs(17, true, 6)).toBe('hit');
    expect(hs(17, false, 11)).toBe('stand');
  });

  it('doubles and splits by basic strategy', () => {
    expect(strategyAction('basic', 11, false, 11, true, 0)).toBe('double');
    expect(strategyAction('basic', 11, false, 11, false, 0)).toBe('hit');
    expect(strategyAction('basic', 18, true, 4, false, 0)).toBe('stand');
    expect(strategyAction('basic', 16, false, 10, true, 8)).toBe('split');
    expect(strategyAction('basic', 20, false, 6, true, 10)).toBe('stand');
    expect(strategyAction('basic', 18, false, 7, true, 9)).toBe('stand');
  });
});

describe('recommendAction', () => {
  test.prop([fc.string(), fc.constantFrom('hit-stand' as const, 'basic' as const)], {
    numRuns: 200,
  })('always recommends a legal action', (seed, mode) => {
    let state = startHand(100, createSeededRng(seed));
    while (state.phase === 'playing') {
      const action = recommendAction(state, mode);
      expect(legalActions(state)).toContain(action);
      if (mode === 'hit-stand') expect(['hit', 'stand']).toContain(action);
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
    }
  });
});
