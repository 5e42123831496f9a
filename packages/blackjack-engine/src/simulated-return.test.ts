import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import { LeanDeck, simulateHand } from './lean-simulation';
import { SIMULATED_RETURN } from './simulated-return';

// The published figures come from `pnpm sim -- --write`; a fresh, smaller run with another seed
// must agree with them, so a rule change that would make them stale fails here.
describe('published simulated return', () => {
  it.each([
    ['basic', SIMULATED_RETURN.basic],
    ['hit-stand', SIMULATED_RETURN.hitStand],
  ] as const)('agrees with a fresh 200,000-hand run (%s)', (mode, published) => {
    const hands = 200_000;
    const deck = new LeanDeck(createSeededRng(`published-check:${mode}`));
    let sum = 0;
    let sumSquares = 0;
    let wins = 0;
    for (let k = 0; k < hands; k++) {
      const net = simulateHand(deck, mode);
      sum += net;
      sumSquares += net * net;
      if (net > 0) wins += 1;
    }
    const mean = sum / hands;
    const stdDev = Math.sqrt((sumSquares - hands * mean * mean) / (hands - 1));
    const combinedSe = Math.hypot(stdDev / Math.sqrt(hands), published.standardError);
    expect(Math.abs(mean - published.meanNet)).toBeLessThan(4 * combinedSe);
    expect(stdDev / published.stdDev).toBeGreaterThan(0.98);
    expect(stdDev / published.stdDev).toBeLessThan(1.02);
    expect(Math.abs(wins / hands - published.winFrequency)).toBeLessThan(0.005);
  });

  it('publishes 10 million hands per strategy', () => {
    expect(SIMULATED_RETURN.hands).toBe(10_000_000);
    expect(SIMULATED_RETURN.basic.standardError).toBeCloseTo(
      SIMULATED_RETURN.basic.stdDev / Math.sqrt(SIMULATED_RETURN.hands),
      8,
    );
  });
});
