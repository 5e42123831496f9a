import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import { applyAction, startHand, totalStake } from './blackjack-engine';
import { recommendAction, type StrategyMode } from './basic-strategy';
import { LeanDeck, simulateHand } from './lean-simulation';

/** The net result in bets of one hand played through the real engine. */
function engineHand(seed: string, mode: StrategyMode): number {
  let state = startHand(100, createSeededRng(seed));
  while (state.phase === 'playing') {
    const result = applyAction(state, recommendAction(state, mode));
    if (!result.ok) throw new Error(result.error);
    state = result.state;
  }
  if (state.phase !== 'finished') throw new Error('unfinished');
  return (state.payout - totalStake(state)) / 100;
}

describe('lean simulation', () => {
  it.each(['hit-stand', 'basic'] as const)(
    'matches the engine hand by hand (%s, 1,500 seeds)',
    (mode) => {
      let splits = 0;
      for (let k = 0; k < 1500; k++) {
        const seed = `lean-${k}`;
        const lean = simulateHand(new LeanDeck(createSeededRng(seed)), mode);
        expect(lean, seed).toBe(engineHand(seed, mode));
        if (!Number.isInteger(lean * 2)) throw new Error('net must be a whole number of half bets');
        if (Math.abs(lean) > 2 || (Math.abs(lean) === 2 && mode === 'basic')) splits += 1;
      }
      if (mode === 'basic') expect(splits).toBeGreaterThan(0);
    },
  );
});
