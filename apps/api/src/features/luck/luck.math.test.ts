import { describe, expect, it } from 'vitest';
import {
  addTotals,
  chartPoints,
  luckFigures,
  NO_ROUNDS,
  roundMoments,
  verdict,
  type LuckModels,
  type LuckTotals,
} from './luck.math';

// Hand-computed cases: round figures chosen so every expectation is exact on paper.
const models: LuckModels = {
  slots: { rtp: 0.95, stdDev: 3 },
  blackjack: { meanNet: -0.01, stdDev: 1.2 },
  poker: { meanNet: -5, stdDev: 200 },
};

describe('one round', () => {
  it('slots: bet × (rtp − 1) and (bet × σ)²', () => {
    // 10 × −0.05 = −0.5; (10 × 3)² = 900.
    const m = roundMoments(
      { game: 'slots', bet: 10, stops: [0, 0, 0, 0, 0], lineWin: 0, bonus: null },
      models,
    );
    expect(m.expectedNet).toBeCloseTo(-0.5, 12);
    expect(m.variance).toBe(900);
  });

  it('roulette: the spin over the 37 pockets (a straight up: −stake/37 and stake² × (216/37)²)', () => {
    const m = roundMoments(
      { game: 'roulette', bets: [{ type: 'straight', numbers: [17], amount: 25 }], pocket: 3 },
      models,
    );
    expect(m.expectedNet).toBeCloseTo(-25 / 37, 12);
    // σ of a straight up per coin is √(1296/37 − 1296/1369) = 216/37.
    expect(m.variance).toBeCloseTo((25 * 216) ** 2 / 37 ** 2, 8);
  });

  it('roulette: red and black together are nearly certain (expected −100/37, variance 360000/37 − (3600/37)²)', () => {
    const m = roundMoments(
      {
        game: 'roulette',
        bets: [
          { type: 'red', amount: 50 },
          { type: 'black', amount: 50 },
        ],
        pocket: 0,
      },
      models,
    );
    expect(m.expectedNet).toBeCloseTo(-100 / 37, 12);
    expect(m.variance).toBeCloseTo(360000 / 37 - (3600 / 37) ** 2, 8);
  });

  it('blackjack per initial bet and poker per hand (simulated figures)', () => {
    const view = {} as never;
    expect(
      roundMoments({ game: 'blackjack', bet: 100, actions: ['double'], view }, models),
    ).toEqual({ expectedNet: -1, variance: 14400 });
    expect(roundMoments({ game: 'poker' } as never, models)).toEqual({
      expectedNet: -5,
      variance: 40000,
    });
  });
});

describe('figures over rounds', () => {
  it('zero rounds: nothing to compare, and it says so', () => {
    expect(luckFigures(NO_ROUNDS, 'mixed')).toEqual({
      rounds: 0,
      wagered: 0,
      returned: 0,
      net: 0,
      actualReturn: null,
      expectedReturned: 0,
      expectedReturn: null,
      expectedNet: 0,
      stdDev: 0,
      deviations: null,
      verdict: 'No rounds yet: play a few and your luck shows here.',
      basis: 'mixed',
    });
  });

  it('one game only: four slots spins of 10 that paid 100 in all', () => {
    // Expected net 4 × −0.5 = −2; variance 4 × 900 = 3600, σ = 60; net +60: (60 + 2) / 60 = 1.0333.
    const spins: LuckTotals = {
      rounds: 4,
      wagered: 40,
      returned: 100,
      expectedNet: -2,
      variance: 3600,
    };
    const f = luckFigures(spins, 'exact');
    expect(f).toMatchObject({
      net: 60,
      actualReturn: 2.5,
      expectedReturned: 38,
      expectedReturn: 0.95,
      stdDev: 60,
      verdict: '1.0 standard deviation above expectation — ordinary luck.',
    });
    expect(f.deviations).toBeCloseTo(62 / 60, 12);
  });

  it('a lost straight up is 1/6 of a standard deviation below expectation', () => {
    const lost: LuckTotals = {
      rounds: 1,
      wagered: 25,
      returned: 0,
      expectedNet: -25 / 37,
      variance: (25 * 216) ** 2 / 37 ** 2,
    };
    // (−25 + 25/37) / (25 × 216/37) = −36/216 = −1/6.
    const f = luckFigures(lost, 'exact');
    expect(f.deviations).toBeCloseTo(-1 / 6, 12);
    expect(f.verdict).toBe('0.2 standard deviations below expectation — ordinary luck.');
  });

  it('adds games up: the variances add, so σ of the total is √(σ1² + σ2²)', () => {
    const a: LuckTotals = { rounds: 2, wagered: 100, returned: 20, expectedNet: -3, variance: 900 };
    const b: LuckTotals = { rounds: 1, wagered: 50, returned: 0, expectedNet: -1, variance: 1600 };
    const total = addTotals(addTotals(NO_ROUNDS, a), b);
    expect(total).toEqual({
      rounds: 3,
      wagered: 150,
      returned: 20,
      expectedNet: -4,
      variance: 2500,
    });
    // net −130, expected −4, σ 50: (−130 + 4) / 50 = −2.52.
    const f = luckFigures(total, 'mixed');
    expect(f.deviations).toBeCloseTo(-2.52, 12);
    expect(f.verdict).toBe('2.5 standard deviations below expectation — unusually bad luck.');
  });
});

describe('the verdict', () => {
  it.each([
    [0.04, 'Right on expectation — ordinary luck.'],
    [-0.05, '0.1 standard deviations below expectation — ordinary luck.'],
    [1.2, '1.2 standard deviations above expectation — ordinary luck.'],
    [-1.94, '1.9 standard deviations below expectation — ordinary luck.'],
    [1.96, '2.0 standard deviations above expectation — unusually good luck.'],
    [-2.99, '3.0 standard deviations below expectation — exceptionally bad luck.'],
    [4.5, '4.5 standard deviations above expectation — exceptionally good luck.'],
  ])('%f: %s', (z, text) => expect(verdict(10, z)).toBe(text));

  it('no spread (nothing staked)', () => {
    expect(verdict(3, null)).toBe('No spread to measure yet: nothing was at stake.');
  });
});

describe('the chart', () => {
  const rounds = [
    { net: -10, expectedNet: -0.5, variance: 900 },
    { net: 40, expectedNet: -0.5, variance: 900 },
    { net: -10, expectedNet: -0.5, variance: 900 },
    { net: -10, expectedNet: -0.5, variance: 700 },
    { net: 0, expectedNet: -1, variance: 0 },
  ];

  it('keeps every round when there are few', () => {
    const points = chartPoints(rounds, 200);
    expect(points.map((p) => p.round)).toEqual([1, 2, 3, 4, 5]);
    expect(points[1]).toEqual({ round: 2, net: 30, expectedNet: -1, stdDev: Math.sqrt(1800) });
    expect(points[4]).toEqual({ round: 5, net: 10, expectedNet: -3, stdDev: Math.sqrt(3400) });
  });

  it('spreads at most P points evenly, the last round included', () => {
    expect(chartPoints(rounds, 2).map((p) => p.round)).toEqual([3, 5]);
    expect(chartPoints(rounds, 2)[0]).toEqual({
      round: 3,
      net: 20,
      expectedNet: -1.5,
      stdDev: Math.sqrt(2700),
    });
    const many = Array.from({ length: 1000 }, () => rounds[0]!);
    const points = chartPoints(many, 200);
    expect(points).toHaveLength(200);
    expect(points[0]!.round).toBe(5);
    expect(points.at(-1)!.round).toBe(1000);
  });

  it('is empty without rounds', () => {
    expect(chartPoints([], 200)).toEqual([]);
  });
});
