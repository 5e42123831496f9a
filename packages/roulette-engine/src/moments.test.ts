import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Bet } from './bets';
import { betTypeSheet, betTypeSheets, spinMoments } from './moments';
import { POCKETS } from './pockets';
import { resolveBets } from './resolve';
import { ALL_SPOTS, BET_TYPES } from './spots';

describe('exact bet-type sheets', () => {
  it('straight up: 1 number, hit 1/37, variance 36^2/37 - (36/37)^2 per coin (hand-computed)', () => {
    const s = betTypeSheet('straight');
    expect(s.covers).toBe(1);
    expect(s.multiplier).toBe(36);
    expect(s.rtp).toBeCloseTo(36 / 37, 15);
    expect(s.hitFrequency).toBeCloseTo(1 / 37, 15);
    // 1296/37 - 1296/1369 = (47952 - 1296) / 1369 = 46656 / 1369 = 34.0803...
    expect(s.variance).toBeCloseTo(46656 / 1369, 12);
    expect(s.stdDev).toBeCloseTo(Math.sqrt(46656 / 1369), 12);
  });

  it('even money: 18 numbers, hit 18/37, variance 4 x 18/37 - (36/37)^2 (hand-computed)', () => {
    const s = betTypeSheet('red');
    expect(s.covers).toBe(18);
    expect(s.hitFrequency).toBeCloseTo(18 / 37, 15);
    // 72/37 - 1296/1369 = (2664 - 1296) / 1369 = 1368/1369
    expect(s.variance).toBeCloseTo(1368 / 1369, 14);
  });

  it('every type returns 36/37 and a type covering k numbers has variance 1296/(37k) - (36/37)^2', () => {
    for (const s of betTypeSheets()) {
      expect(s.rtp).toBeCloseTo(36 / 37, 14);
      expect(s.variance).toBeCloseTo(1296 / (37 * s.covers) - (36 / 37) ** 2, 12);
    }
    expect(betTypeSheets().map((s) => s.type)).toEqual(BET_TYPES);
  });
});

describe('exact moments of a spin', () => {
  it('one bet: the mean is stake x 36/37 and the variance stake^2 x the type variance', () => {
    const m = spinMoments([{ type: 'straight', numbers: [17], amount: 25 }]);
    expect(m.stake).toBe(25);
    expect(m.mean).toBeCloseTo((25 * 36) / 37, 12);
    expect(m.variance).toBeCloseTo(625 * (46656 / 1369), 9);
  });

  it('red and black together: always returns 2 x 50 except on zero, so the variance is small (hand-computed)', () => {
    // Winnings 100 on 36 pockets, 0 on zero: mean 3600/37, E[X^2] = 360000/37.
    const m = spinMoments([
      { type: 'red', amount: 50 },
      { type: 'black', amount: 50 },
    ]);
    expect(m.stake).toBe(100);
    expect(m.mean).toBeCloseTo(3600 / 37, 12);
    expect(m.variance).toBeCloseTo(360000 / 37 - (3600 / 37) ** 2, 9);
    // Far below the sum of the two bets' own variances (they are perfectly anti-correlated).
    expect(m.variance).toBeLessThan(2 * 2500 * (1368 / 1369));
  });

  test.prop([
    fc.array(
      fc.record({ n: fc.integer({ min: 0, max: 36 }), chips: fc.integer({ min: 1, max: 40 }) }),
      { minLength: 1, maxLength: 8 },
    ),
  ])('any straight-up bets: mean = 36/37 of the stake, variance >= 0', (picks) => {
    const bets: Bet[] = picks.map((p) => ({
      type: 'straight',
      numbers: [p.n],
      amount: 25 * p.chips,
    }));
    const m = spinMoments(bets);
    expect(m.mean).toBeCloseTo((m.stake * 36) / 37, 6);
    expect(m.variance).toBeGreaterThanOrEqual(0);
  });
});

describe('spinMoments against resolveBets', () => {
  test.prop([
    fc.array(
      fc.record({
        spot: fc.constantFrom(...ALL_SPOTS),
        chips: fc.integer({ min: 1, max: 40 }),
      }),
      { minLength: 1, maxLength: 10 },
    ),
  ])('equals the mean and variance of resolveBets over the 37 pockets', (picks) => {
    const bets: Bet[] = picks.map((p) => ({ ...p.spot, amount: 25 * p.chips }) as Bet);
    const paid = POCKETS.map((p) => resolveBets(bets, p).totalWinnings);
    const mean = paid.reduce((a, b) => a + b, 0) / 37;
    const variance = paid.reduce((a, b) => a + (b - mean) ** 2, 0) / 37;
    const m = spinMoments(bets);
    expect(m.stake).toBe(bets.reduce((a, b) => a + b.amount, 0));
    expect(m.mean).toBeCloseTo(mean, 6);
    expect(m.variance).toBeCloseTo(variance, 3);
  });

  it('refuses an unvalidated bet, as resolveBets does', () => {
    expect(() => spinMoments([{ type: 'split', numbers: [3, 4], amount: 25 }])).toThrow(RangeError);
    expect(() => spinMoments([{ type: 'red', amount: 0 }])).toThrow(RangeError);
  });
});
