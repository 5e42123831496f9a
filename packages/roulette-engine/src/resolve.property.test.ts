import { createSeededRng, type Rng } from '@coinwave/game-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Bet } from './bets';
import { resolveBets, rtp, spinPocket } from './resolve';
import { ALL_SPOTS, BET_TYPES, INSIDE_GROUPS, spotKey, type BetType, type Spot } from './spots';

// An independent table built from table coordinates (row 1-12, column 1-3), not from number arithmetic.
const cell = (row: number, col: number): number => (row - 1) * 3 + col;
const rowOf = (n: number): number => Math.ceil(n / 3);
const colOf = (n: number): number => n - (rowOf(n) - 1) * 3;
const rows = Array.from({ length: 12 }, (_, k) => k + 1);
const sortKey = (nums: number[]): string =>
  nums
    .slice()
    .sort((a, b) => a - b)
    .join('-');
const ORACLE_GROUPS: Record<string, string[]> = {
  straight: Array.from({ length: 37 }, (_, n) => `${n}`),
  split: ['0-1', '0-2', '0-3'],
  street: ['0-1-2', '0-2-3', ...rows.map((r) => sortKey([cell(r, 1), cell(r, 2), cell(r, 3)]))],
  corner: ['0-1-2-3'],
  sixLine: rows
    .slice(0, 11)
    .map((r) => sortKey([1, 2, 3].flatMap((c) => [cell(r, c), cell(r + 1, c)]))),
};
for (const r of rows) {
  for (const c of [1, 2, 3]) {
    if (c < 3) ORACLE_GROUPS.split!.push(sortKey([cell(r, c), cell(r, c + 1)]));
    if (r < 12) ORACLE_GROUPS.split!.push(sortKey([cell(r, c), cell(r + 1, c)]));
    if (c < 3 && r < 12)
      ORACLE_GROUPS.corner!.push(
        sortKey([cell(r, c), cell(r, c + 1), cell(r + 1, c), cell(r + 1, c + 1)]),
      );
  }
}
const isRed = (n: number): boolean =>
  (n >= 1 && n <= 10) || (n >= 19 && n <= 28) ? n % 2 === 1 : n % 2 === 0;
const ORACLE_PAYS: Record<BetType, number> = {
  straight: 36,
  split: 18,
  street: 12,
  corner: 9,
  sixLine: 6,
  dozen: 3,
  column: 3,
  red: 2,
  black: 2,
  odd: 2,
  even: 2,
  low: 2,
  high: 2,
};

function oracleWins(spot: Spot, n: number): boolean {
  if ('numbers' in spot) return spot.numbers.includes(n);
  if (n === 0) return false;
  if ('index' in spot)
    return spot.type === 'dozen'
      ? n > (spot.index - 1) * 12 && n <= spot.index * 12
      : colOf(n) === spot.index;
  return {
    red: isRed(n),
    black: !isRed(n),
    odd: n % 2 === 1,
    even: n % 2 === 0,
    low: n <= 18,
    high: n >= 19,
  }[spot.type];
}

const anySpot = fc.constantFrom(...ALL_SPOTS);
const anyBet = fc
  .tuple(anySpot, fc.integer({ min: 1, max: 400 }))
  .map(([spot, k]): Bet => ({ ...spot, amount: 25 * k }));

describe('roulette table and payouts', () => {
  it('offers exactly the inside groups the coordinate table finds', () => {
    for (const type of ['straight', 'split', 'street', 'corner', 'sixLine'] as const) {
      expect(INSIDE_GROUPS[type].map((g) => g.join('-')).sort()).toEqual(
        ORACLE_GROUPS[type]!.slice().sort(),
      );
    }
    expect([37, 60, 14, 23, 11]).toEqual(
      (['straight', 'split', 'street', 'corner', 'sixLine'] as const).map(
        (t) => INSIDE_GROUPS[t].length,
      ),
    );
  });

  it('pays every spot on every pocket as the independent table says', () => {
    for (const spot of ALL_SPOTS) {
      for (let n = 0; n <= 36; n++) {
        const result = resolveBets([{ ...spot, amount: 100 }], n);
        const expected = oracleWins(spot, n) ? 100 * ORACLE_PAYS[spot.type] : 0;
        expect(result.totalWinnings, `${spotKey(spot)} on ${n}`).toBe(expected);
        expect(result.net).toBe(expected - 100);
      }
    }
  });

  test.prop([fc.integer({ min: 0, max: 36 })])('exactly one pocket wins a straight', (n) => {
    const winners = Array.from({ length: 37 }, (_, p) => p).filter(
      (p) => resolveBets([{ type: 'straight', numbers: [n], amount: 25 }], p).totalWinnings > 0,
    );
    expect(winners).toEqual([n]);
  });

  test.prop([anyBet])(
    "the 37-pocket average of a bet's return equals its type's exact RTP",
    (bet) => {
      let returned = 0;
      for (let n = 0; n <= 36; n++) returned += resolveBets([bet], n).totalWinnings;
      expect(returned / 37 / bet.amount).toBeCloseTo(rtp(bet.type), 12);
    },
  );

  it('returns 36/37 for every bet type', () => {
    for (const type of BET_TYPES) expect(rtp(type)).toBeCloseTo(36 / 37, 14);
  });

  test.prop([fc.array(anyBet, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 36 })])(
    'settles in whole coins: total = sum of per-bet winnings, net = total - stake',
    (bets, n) => {
      const result = resolveBets(bets, { number: n, colour: 'green' });
      expect(result.pocket.number).toBe(n);
      expect(result.outcomes.map((o) => o.bet)).toEqual(bets);
      expect(result.totalWinnings).toBe(result.outcomes.reduce((s, o) => s + o.winnings, 0));
      expect(result.net).toBe(result.totalWinnings - bets.reduce((s, b) => s + b.amount, 0));
      for (const o of result.outcomes) expect(Number.isSafeInteger(o.winnings)).toBe(true);
    },
  );

  it('refuses to settle an unvalidated bet or a pocket off the wheel', () => {
    expect(() => resolveBets([{ type: 'split', numbers: [1, 5], amount: 25 }], 1)).toThrow(
      RangeError,
    );
    expect(() => resolveBets([{ type: 'red', amount: 25 }], 37)).toThrow(RangeError);
  });
});

describe('spinPocket', () => {
  test.prop([fc.string()])('draws one pocket with one Rng draw, deterministically', (seed) => {
    let calls = 0;
    const inner = createSeededRng(seed);
    const counting: Rng = { nextUint32: () => (calls++, inner.nextUint32()) };
    const pocket = spinPocket(counting);
    expect(pocket).toEqual(spinPocket(createSeededRng(seed)));
    expect(pocket.number).toBeGreaterThanOrEqual(0);
    expect(pocket.number).toBeLessThanOrEqual(36);
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('lands on every pocket about equally often (chi-square, 36 df, 99.9th percentile 67.99)', () => {
    const rng = createSeededRng('wheel');
    const counts = Array.from({ length: 37 }, () => 0);
    const spins = 74_000;
    for (let k = 0; k < spins; k++) counts[spinPocket(rng).number]! += 1;
    const expected = spins / 37;
    expect(counts.reduce((s, o) => s + (o - expected) ** 2 / expected, 0)).toBeLessThan(67.99);
  });
});
