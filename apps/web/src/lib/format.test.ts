import { describe, expect, it } from 'vitest';
import { formatCoins, formatCount, formatSignedCoins, initials } from './format';

describe('initials', () => {
  it('takes the first two letters in upper case', () => expect(initials('surfer_joe')).toBe('SU'));
  it('copes with a short name', () => expect(initials('a')).toBe('A'));
});

describe('formatCount', () => {
  it('writes what en-US toLocaleString writes, for whole numbers of every length and sign', () => {
    for (const n of [1, 7, 42, 999, 1000, 1001, 65_536, 999_999, 1_000_000, 12_345_678, 2 ** 40])
      for (const signed of [n, -n])
        expect(formatCount(signed), String(signed)).toBe(signed.toLocaleString('en-US'));
  });
  it('rounds to a whole number first', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-0.4)).toBe('0');
  });
  it('writes zero without a sign, where toLocaleString would write -0', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-0)).toBe('0');
  });
});

describe('formatCoins', () => {
  it('groups thousands', () => expect(formatCoins(1234567)).toBe('1,234,567'));
  it('signs gains and leaves losses as they are', () => {
    expect(formatSignedCoins(1200)).toBe('+1,200');
    expect(formatSignedCoins(-300)).toBe('-300');
    expect(formatSignedCoins(0)).toBe('0');
  });
});
