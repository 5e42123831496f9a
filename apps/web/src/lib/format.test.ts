import { describe, expect, it } from 'vitest';
import { formatCoins, formatSignedCoins, initials } from './format';

describe('initials', () => {
  it('takes the first two letters in upper case', () => expect(initials('surfer_joe')).toBe('SU'));
  it('copes with a short name', () => expect(initials('a')).toBe('A'));
});

describe('formatCoins', () => {
  it('groups thousands', () => expect(formatCoins(1234567)).toBe('1,234,567'));
  it('signs gains and leaves losses as they are', () => {
    expect(formatSignedCoins(1200)).toBe('+1,200');
    expect(formatSignedCoins(-300)).toBe('-300');
    expect(formatSignedCoins(0)).toBe('0');
  });
});
