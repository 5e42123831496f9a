import { describe, expect, it } from 'vitest';
import { SIMULATED_RETURN } from './simulated-return';

// The figures come from `pnpm sim -- --only tight-aggressive --write` (about a minute at the
// production run-outs, too long for the unit suite); these checks keep them self-consistent.
describe('published simulated return', () => {
  it('is the player side of the 10,000-hand tight-aggressive run', () => {
    expect(SIMULATED_RETURN.opponent).toBe('tight-aggressive');
    expect(SIMULATED_RETURN.hands).toBe(10_000);
    expect(SIMULATED_RETURN.standardError).toBeCloseTo(
      SIMULATED_RETURN.stdDev / Math.sqrt(SIMULATED_RETURN.hands),
      9,
    );
  });

  it('is a whole number of chips per run, and a stake covers at least the small blind', () => {
    expect(
      Number.isInteger(Math.round(SIMULATED_RETURN.meanNet * SIMULATED_RETURN.hands * 1e6) / 1e6),
    ).toBe(true);
    expect(SIMULATED_RETURN.meanStake).toBeGreaterThanOrEqual(25);
    expect(SIMULATED_RETURN.winFrequency + SIMULATED_RETURN.pushFrequency).toBeLessThan(1);
  });
});
