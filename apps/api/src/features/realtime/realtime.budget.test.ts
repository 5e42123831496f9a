import { describe, expect, it } from 'vitest';
import { messageBucket } from './realtime.budget';

describe('message budget', () => {
  it('refills by the injected clock, not the real one', () => {
    let clockMs = Date.parse('2030-01-01T12:00:00.000Z');
    const withinBudget = messageBucket(3, 2, () => clockMs);
    expect([withinBudget(), withinBudget(), withinBudget(), withinBudget()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Half a second of injected time is one message at 2 per second.
    clockMs += 500;
    expect([withinBudget(), withinBudget()]).toEqual([true, false]);
    // A long pause refills up to the burst, never past it.
    clockMs += 60_000;
    expect(Array.from({ length: 4 }, () => withinBudget())).toEqual([true, true, true, false]);
  });
});
