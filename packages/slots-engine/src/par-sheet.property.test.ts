import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bonusMoments } from './bonus-prizes';
import { gridOf, oracleLines } from './line-oracle.test-util';
import { computeParSheet } from './par-sheet';
import { PAYTABLE } from './paytable';
import { REEL_STRIPS } from './reel-strips';
import { exactRtp } from './rtp';
import { SYMBOLS, type SlotSymbol } from './symbols';

/** Brute force over every stop combination with the naive line oracle. */
function bruteForce(strips: readonly (readonly SlotSymbol[])[], bet: number) {
  const { mean: m1, secondMoment: m2 } = bonusMoments(bet);
  const b1 = m1 / bet;
  const b2 = m2 / bet ** 2;
  let n = 0;
  let lines = 0;
  let second = 0;
  let hits = 0;
  let bonus = 0;
  const visit = (stops: number[]): void => {
    if (stops.length < 5) {
      for (let s = 0; s < strips[stops.length]!.length; s++) visit([...stops, s]);
      return;
    }
    const { paying, bonusLines } = oracleLines(gridOf(strips, stops));
    const w = paying.reduce((sum, l) => sum + l.multiplier, 0);
    const t = bonusLines.length > 0 ? 1 : 0;
    n++;
    lines += w;
    hits += w > 0 ? 1 : 0;
    bonus += t;
    second += w * w + 2 * w * t * b1 + t * b2;
  };
  visit([]);
  const total = lines / n + (bonus / n) * b1;
  return {
    linesRtp: lines / n,
    bonusFrequency: bonus / n,
    hitFrequency: hits / n,
    totalRtp: total,
    stdDev: Math.sqrt(second / n - total ** 2),
  };
}

const smallStrip = fc.array(fc.constantFrom(...SYMBOLS, 'balloon', 'orange'), {
  minLength: 3,
  maxLength: 5,
});

describe('computeParSheet', () => {
  test.prop([fc.array(smallStrip, { minLength: 5, maxLength: 5 }), fc.constantFrom(10, 50, 130)], {
    numRuns: 25,
  })('equals brute-force enumeration on small random strips', (strips, bet) => {
    const exact = computeParSheet(strips, bet);
    const brute = bruteForce(strips, bet);
    for (const key of [
      'linesRtp',
      'bonusFrequency',
      'hitFrequency',
      'totalRtp',
      'stdDev',
    ] as const) {
      expect(exact[key]).toBeCloseTo(brute[key], 9);
    }
  });
});

describe('exactRtp (the shipped strips)', () => {
  const sheet = exactRtp();

  it('lies in the 94-97% band with a bonus every 80-250 spins', () => {
    expect(sheet.totalRtp).toBeGreaterThanOrEqual(0.94);
    expect(sheet.totalRtp).toBeLessThanOrEqual(0.97);
    expect(sheet.spinsPerBonus).toBeGreaterThanOrEqual(80);
    expect(sheet.spinsPerBonus).toBeLessThanOrEqual(250);
    expect(sheet.linesRtp + sheet.bonusRtp).toBeCloseTo(sheet.totalRtp, 14);
  });

  it('is pinned to the README par sheet', () => {
    expect(sheet.totalRtp.toFixed(6)).toBe('0.955024');
    expect(sheet.linesRtp.toFixed(6)).toBe('0.815014');
    expect(sheet.bonusRtp.toFixed(6)).toBe('0.140010');
    expect(sheet.hitFrequency.toFixed(6)).toBe('0.232361');
    expect(sheet.spinsPerBonus.toFixed(2)).toBe('134.85');
    expect(sheet.stdDev.toFixed(4)).toBe('3.4707');
  });

  it('matches the lines part computed from symbol counts alone (every row sees each reel uniformly)', () => {
    const q = (reel: number, s: SlotSymbol): number =>
      REEL_STRIPS[reel]!.filter((x) => x === s).length / REEL_STRIPS[reel]!.length;
    let perLine = 0;
    for (const s of SYMBOLS) {
      const [m3, m4, m5] = PAYTABLE[s];
      const p3 = q(0, s) * q(1, s) * q(2, s);
      perLine +=
        m3 * p3 * (1 - q(3, s)) + m4 * p3 * q(3, s) * (1 - q(4, s)) + m5 * p3 * q(3, s) * q(4, s);
    }
    expect(sheet.linesRtp).toBeCloseTo(15 * perLine, 12);
  });

  test.prop([fc.integer({ min: 1, max: 100_000 })], { numRuns: 20 })(
    'returns the same at every bet level',
    (k) => {
      const other = exactRtp(k * 10);
      expect(other.totalRtp).toBeCloseTo(sheet.totalRtp, 12);
      expect(other.stdDev).toBeCloseTo(sheet.stdDev, 10);
    },
  );

  it.each([10, 50, 100, 500, 1000])('holds the band at bet %i', (bet) => {
    const at = exactRtp(bet);
    expect(at.totalRtp).toBeGreaterThanOrEqual(0.94);
    expect(at.totalRtp).toBeLessThanOrEqual(0.97);
  });

  it('keeps reels 1-3 to at most one balloon per window, so the bonus odds stay as designed', () => {
    for (const strip of REEL_STRIPS.slice(0, 3)) {
      strip.forEach((_, stop) => {
        const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
        expect(window.filter((s) => s === 'balloon').length).toBeLessThanOrEqual(1);
      });
    }
  });
});
