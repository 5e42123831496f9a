import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseBet, placeBet, validateBets, type Bet } from './bets';
import { ALL_SPOTS, INSIDE_GROUPS, spotKey } from './spots';

const anySpot = fc.constantFrom(...ALL_SPOTS);
const stake = fc.integer({ min: 1, max: 40 }).map((k) => k * 25);
const legal = new Set(
  Object.entries(INSIDE_GROUPS).flatMap(([type, groups]) =>
    groups.map((g) => `${type}:${g.join('-')}`),
  ),
);

describe('parseBet (untrusted JSON)', () => {
  test.prop([anySpot, stake])(
    'accepts every spot on the table with a chip-made stake',
    (spot, amount) => {
      const bet = JSON.parse(JSON.stringify({ ...spot, amount })) as unknown;
      expect(parseBet(bet)).toEqual({ ok: true, bet: { ...spot, amount } });
    },
  );

  test.prop([
    fc.constantFrom('straight', 'split', 'street', 'corner', 'sixLine'),
    fc.uniqueArray(fc.integer({ min: -2, max: 38 }), { minLength: 1, maxLength: 6 }),
  ])(
    'accepts inside numbers exactly when they form a group on the layout, in any order',
    (type, numbers) => {
      const result = parseBet({ type, numbers, amount: 25 });
      const key = `${type}:${numbers
        .slice()
        .sort((a, b) => a - b)
        .join('-')}`;
      expect(result.ok).toBe(legal.has(key));
      if (!result.ok) expect(result.error).toBe('IMPOSSIBLE_BET');
    },
  );

  it('refuses wrong shapes, types and amounts as values', () => {
    expect(parseBet(null)).toEqual({ ok: false, error: 'INVALID_BET' });
    expect(parseBet([])).toEqual({ ok: false, error: 'INVALID_BET' });
    expect(parseBet({ type: 'basket', amount: 25 })).toEqual({
      ok: false,
      error: 'UNKNOWN_BET_TYPE',
    });
    expect(parseBet({ type: 'red', amount: '50' })).toEqual({ ok: false, error: 'INVALID_AMOUNT' });
    expect(parseBet({ type: 'red', amount: 30 })).toEqual({ ok: false, error: 'INVALID_AMOUNT' });
    expect(parseBet({ type: 'red', amount: 0 })).toEqual({ ok: false, error: 'INVALID_AMOUNT' });
    expect(parseBet({ type: 'red', amount: 25, numbers: [1] })).toEqual({
      ok: false,
      error: 'INVALID_BET',
    });
    expect(parseBet({ type: 'straight', numbers: ['7'], amount: 25 })).toEqual({
      ok: false,
      error: 'INVALID_BET',
    });
    expect(parseBet({ type: 'straight', numbers: 7, amount: 25 })).toEqual({
      ok: false,
      error: 'INVALID_BET',
    });
    expect(parseBet({ type: 'dozen', index: 4, amount: 25 })).toEqual({
      ok: false,
      error: 'IMPOSSIBLE_BET',
    });
    expect(parseBet({ type: 'column', index: '1', amount: 25 })).toEqual({
      ok: false,
      error: 'INVALID_BET',
    });
    expect(parseBet({ type: 'split', numbers: [3, 4], amount: 25 })).toEqual({
      ok: false,
      error: 'IMPOSSIBLE_BET',
    });
    expect(parseBet({ type: 'corner', numbers: [3, 4, 6, 7], amount: 25 })).toEqual({
      ok: false,
      error: 'IMPOSSIBLE_BET',
    });
    expect(parseBet({ type: 'street', numbers: [2, 3, 4], amount: 25 })).toEqual({
      ok: false,
      error: 'IMPOSSIBLE_BET',
    });
    expect(parseBet({ type: 'split', numbers: [20, 17], amount: 25 })).toEqual({
      ok: true,
      bet: { type: 'split', numbers: [17, 20], amount: 25 },
    });
  });
});

describe('validateBets', () => {
  test.prop([
    fc.array(fc.tuple(anySpot, stake), { minLength: 1, maxLength: 30 }),
    fc.integer({ min: 0, max: 20_000 }),
  ])('merges repeated spots and refuses a total above the balance', (entries, balance) => {
    const input = entries.map(([spot, amount]) => ({ ...spot, amount }));
    const total = input.reduce((s, b) => s + b.amount, 0);
    const result = validateBets(input, balance);
    if (total > balance)
      return void expect(result).toEqual({ ok: false, error: 'INSUFFICIENT_FUNDS' });
    if (!result.ok) throw new Error(result.error);
    expect(result.totalStake).toBe(total);
    expect(new Set(result.bets.map(spotKey)).size).toBe(result.bets.length);
    for (const bet of result.bets) {
      expect(bet.amount).toBe(
        input.filter((b) => spotKey(b) === spotKey(bet)).reduce((s, b) => s + b.amount, 0),
      );
    }
  });

  it('needs a list with at least one bet and names the bad entry', () => {
    expect(validateBets({ type: 'red', amount: 25 }, 100)).toEqual({
      ok: false,
      error: 'BETS_NOT_A_LIST',
    });
    expect(validateBets([], 100)).toEqual({ ok: false, error: 'NO_BETS' });
    expect(
      validateBets(
        [
          { type: 'red', amount: 25 },
          { type: 'split', numbers: [1, 5], amount: 25 },
        ],
        100,
      ),
    ).toEqual({ ok: false, error: 'IMPOSSIBLE_BET', index: 1 });
    expect(
      validateBets(
        Array.from({ length: 501 }, () => ({ type: 'red', amount: 25 })),
        1e9,
      ),
    ).toEqual({ ok: false, error: 'TOO_MANY_BETS' });
  });
});

describe('placeBet', () => {
  test.prop([fc.array(fc.tuple(anySpot, fc.constantFrom(25, 50, 100, 250)), { maxLength: 20 })])(
    'adds a repeated spot to its bet and never touches the previous list',
    (clicks) => {
      let bets: readonly Bet[] = [];
      for (const [spot, chip] of clicks) {
        const before = JSON.stringify(bets);
        const next = placeBet(bets, spot, chip, 1_000_000);
        if (!next.ok) throw new Error(next.error);
        expect(JSON.stringify(bets)).toBe(before);
        bets = next.bets;
      }
      expect(bets.reduce((s, b) => s + b.amount, 0)).toBe(clicks.reduce((s, [, c]) => s + c, 0));
      expect(new Set(bets.map(spotKey)).size).toBe(bets.length);
    },
  );

  it('takes only the four chip sizes, only real spots, and only what the balance covers', () => {
    expect(placeBet([], { type: 'red' }, 30, 1000)).toEqual({ ok: false, error: 'INVALID_CHIP' });
    expect(placeBet([], { type: 'split', numbers: [1, 5] }, 25, 1000)).toEqual({
      ok: false,
      error: 'IMPOSSIBLE_BET',
    });
    expect(placeBet([{ type: 'red', amount: 250 }], { type: 'black' }, 50, 275)).toEqual({
      ok: false,
      error: 'INSUFFICIENT_FUNDS',
    });
    expect(placeBet([{ type: 'red', amount: 250 }], { type: 'red' }, 25, 275)).toEqual({
      ok: true,
      bets: [{ type: 'red', amount: 275 }],
    });
  });
});
