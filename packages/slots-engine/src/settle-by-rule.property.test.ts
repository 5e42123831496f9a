import { createSeededRng } from '@coinwave/game-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { popBalloon, settleBonusByRule, startBonus, type BonusState } from './bonus';

/** A bonus with some balloons already popped by the player (maybe none, maybe finished). */
const arbBonus = fc
  .record({
    seed: fc.string(),
    bet: fc.integer({ min: 1, max: 100 }).map((k) => k * 10),
    popped: fc.shuffledSubarray(
      Array.from({ length: 12 }, (_, k) => k),
      { maxLength: 12 },
    ),
  })
  .map(({ seed, bet, popped }) => {
    let state: BonusState = startBonus(bet, createSeededRng(seed));
    for (const id of popped) {
      const result = popBalloon(state, id);
      if (!result.ok) break;
      state = result.state;
    }
    return state;
  });

describe('settleBonusByRule (a bonus left alone pops the rest in order)', () => {
  test.prop([arbBonus])(
    'finishes the bonus, popping unpopped balloons lowest id first',
    (state) => {
      const { state: settled, pops } = settleBonusByRule(state);
      expect(settled.phase).toBe('finished');
      expect(pops).toEqual([...pops].sort((a, b) => a - b));
      const unpopped = state.balloons.filter((b) => !b.popped).map((b) => b.id);
      expect(pops).toEqual(unpopped.slice(0, pops.length));
      if (state.phase === 'finished') expect(pops).toEqual([]);
    },
  );

  test.prop([arbBonus])('pays exactly what popping those balloons by hand pays', (state) => {
    const { state: settled, pops } = settleBonusByRule(state);
    let byHand = state;
    for (const id of pops) {
      const result = popBalloon(byHand, id);
      expect(result.ok).toBe(true);
      if (result.ok) byHand = result.state;
    }
    expect(byHand).toEqual(settled);
    expect(settled.totalWin).toBeGreaterThanOrEqual(state.totalWin);
  });
});
