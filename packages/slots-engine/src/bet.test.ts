import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { validateBet } from './bet';

describe('validateBet (spec section 5)', () => {
  it('accepts 10-step bets of at least 10 up to the balance', () => {
    expect(validateBet(10, 10)).toEqual({ ok: true, bet: 10 });
    expect(validateBet(50, 5000)).toEqual({ ok: true, bet: 50 });
  });

  it('refuses with a code, never coercing', () => {
    expect(validateBet('50', 5000)).toEqual({ ok: false, error: 'BET_NOT_AN_INTEGER' });
    expect(validateBet(12.5, 5000)).toEqual({ ok: false, error: 'BET_NOT_AN_INTEGER' });
    expect(validateBet(Number.NaN, 5000)).toEqual({ ok: false, error: 'BET_NOT_AN_INTEGER' });
    expect(validateBet(0, 5000)).toEqual({ ok: false, error: 'BET_BELOW_MINIMUM' });
    expect(validateBet(-10, 5000)).toEqual({ ok: false, error: 'BET_BELOW_MINIMUM' });
    expect(validateBet(55, 5000)).toEqual({ ok: false, error: 'BET_NOT_IN_STEPS' });
    expect(validateBet(60, 50)).toEqual({ ok: false, error: 'INSUFFICIENT_FUNDS' });
  });

  test.prop([fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: 0, max: 100_000 })])(
    'accepts exactly the integers >= 10, multiple of 10, <= balance',
    (bet, balance) => {
      expect(validateBet(bet, balance).ok).toBe(bet >= 10 && bet % 10 === 0 && bet <= balance);
    },
  );
});
