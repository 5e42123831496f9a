import { describe, expect, it } from 'vitest';
import { chartGeometry, coins, percent, sigmas, tableRows } from './luck-format';

describe('luck figures as text', () => {
  it('formats returns, standard deviations and coins', () => {
    expect(percent(0.955024)).toBe('95.50%');
    expect(percent(null)).toBe('—');
    expect(sigmas(1.2)).toBe('+1.20σ');
    expect(sigmas(-0.349)).toBe('−0.35σ');
    expect(sigmas(0.001)).toBe('0.00σ');
    expect(sigmas(null)).toBe('—');
    expect(coins(1234.6)).toBe('1,235');
    expect(coins(-35.2, true)).toBe('−35');
    expect(coins(1200, true)).toBe('+1,200');
    expect(coins(0, true)).toBe('0');
  });
});

describe('the chart', () => {
  const points = [
    { round: 1, net: -10, expectedNet: -1, stdDev: 10 },
    { round: 2, net: 30, expectedNet: -2, stdDev: 20 },
  ];

  it('starts at zero, runs to the last round and fits the net, the ±2σ band and zero', () => {
    const g = chartGeometry(points, 640, 260);
    // y range: lo = min(0, -10, -1-20, -2-40) = -42; hi = max(0, 30, 19, 38) = 38; padded by 4.
    expect(g.lastRound).toBe(2);
    expect(g.netPath.startsWith(`M${g.left},${g.zeroY}`)).toBe(true);
    expect(g.netPath.split(' ')).toHaveLength(3);
    expect(
      g.netPath.endsWith(`L${g.right},${Math.round((236 - (224 * (30 + 46)) / 88) * 10) / 10}`),
    ).toBe(true);
    expect(g.yTicks.map((t) => t.value)).toEqual([38, 0, -42]);
    expect(g.band2.startsWith('M')).toBe(true);
    expect(g.band2.endsWith('Z')).toBe(true);
  });

  it('draws a flat chart without rounds', () => {
    const g = chartGeometry([]);
    expect(g.netPath).toBe(`M${g.left},${g.zeroY}`);
    expect(g.lastRound).toBe(1);
    expect(g.yTicks.map((t) => t.value)).toEqual([1, 0]);
  });

  it('tabulates at most ten points, the last included', () => {
    const many = Array.from({ length: 95 }, (_, i) => ({
      round: i + 1,
      net: i,
      expectedNet: 0,
      stdDev: 1,
    }));
    const rows = tableRows(many);
    expect(rows).toHaveLength(10);
    expect(rows.at(-1)!.round).toBe(95);
    expect(tableRows(points)).toEqual(points);
  });
});
