import { createSeededRng, type Rng } from '@coinwave/game-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fastSpin } from './fast-spin';
import { gridOf, oracleLines } from './line-oracle.test-util';
import { REEL_STRIPS } from './reel-strips';
import { evaluateStops, spin } from './spin';

const bet = fc.integer({ min: 1, max: 10_000 }).map((k) => k * 10);
const stops = fc.tuple(
  ...REEL_STRIPS.map((strip) => fc.integer({ min: 0, max: strip.length - 1 })),
);

describe('spin', () => {
  test.prop([fc.string(), bet])(
    'shows on each reel three consecutive symbols of its strip',
    (seed, b) => {
      const result = spin(b, createSeededRng(seed));
      result.grid.forEach((column, reel) => {
        const strip = REEL_STRIPS[reel]!;
        const stop = result.stops[reel]!;
        expect(Number.isInteger(stop) && stop >= 0 && stop < strip.length).toBe(true);
        expect(column).toEqual([
          strip[stop],
          strip[(stop + 1) % strip.length],
          strip[(stop + 2) % strip.length],
        ]);
      });
    },
  );

  test.prop([stops, bet])(
    'line wins agree with an independent recomputation from the grid',
    (s, b) => {
      const result = evaluateStops(b, s);
      expect(result.grid).toEqual(gridOf(REEL_STRIPS, s));
      const oracle = oracleLines(result.grid);
      expect(result.lineWins).toEqual(oracle.paying.map((l) => ({ ...l, win: l.multiplier * b })));
      expect(result.totalWin).toBe(oracle.paying.reduce((sum, l) => sum + l.multiplier * b, 0));
      expect(result.bonusLines).toEqual(oracle.bonusLines);
      expect(result.bonusTriggered).toBe(oracle.bonusLines.length > 0);
    },
  );

  test.prop([fc.string(), bet])('pays whole coins and survives a JSON round trip', (seed, b) => {
    const result = spin(b, createSeededRng(seed));
    expect(Number.isSafeInteger(result.totalWin)).toBe(true);
    for (const win of result.lineWins)
      expect(Number.isSafeInteger(win.win) && win.win > 0).toBe(true);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  test.prop([fc.string()])('fast simulator path and spin agree draw for draw', (seed) => {
    const a = createSeededRng(seed);
    const b = createSeededRng(seed);
    for (let k = 0; k < 300; k++) {
      const fast = fastSpin(a);
      const full = spin(50, b);
      expect(fast >>> 1).toBe(full.totalWin / 50);
      expect((fast & 1) === 1).toBe(full.bonusTriggered);
    }
  });

  it('uses exactly five draws, so the bonus continues the same stream', () => {
    let calls = 0;
    const inner = createSeededRng('count');
    const counting: Rng = { nextUint32: () => (calls++, inner.nextUint32()) };
    spin(50, counting);
    expect(calls).toBe(5);
  });

  it('is deterministic for a seed and finds a bonus-triggering spin', () => {
    expect(spin(50, createSeededRng('same'))).toEqual(spin(50, createSeededRng('same')));
    const rng = createSeededRng('find-bonus');
    let found = false;
    for (let k = 0; k < 5000 && !found; k++) found = spin(50, rng).bonusTriggered;
    expect(found).toBe(true);
  });

  it('throws on a malformed bet or stops (callers validate first)', () => {
    expect(() => spin(55, createSeededRng('x'))).toThrow(RangeError);
    expect(() => evaluateStops(50, [0, 0, 0, 0])).toThrow(RangeError);
    expect(() => evaluateStops(50, [0, 0, 0, 0, 32])).toThrow(RangeError);
  });
});
