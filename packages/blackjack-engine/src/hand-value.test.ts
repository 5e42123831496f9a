import { makeCard, type Rank } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import { handValue, isBust, isNatural } from './hand-value';

const hand = (...ranks: Rank[]) => ranks.map((rank) => makeCard(rank, 'spades'));

describe('handValue', () => {
  it.each([
    [['A', 'K'], 21, true],
    [['A', 'A'], 12, true],
    [['A', '6'], 17, true],
    [['A', '6', '10'], 17, false],
    [['A', 'A', '9'], 21, true],
    [['A', 'A', 'A', 'A', '7'], 21, true],
    [['10', 'J', 'Q'], 30, false],
    [['5', '6'], 11, false],
    [[], 0, false],
  ] as [Rank[], number, boolean][])('%j is %i (soft %s)', (ranks, total, soft) => {
    expect(handValue(hand(...ranks))).toEqual({ total, soft });
  });

  it('knows naturals (two cards only) and busts', () => {
    expect(isNatural(hand('A', 'Q'))).toBe(true);
    expect(isNatural(hand('A', '5', '5'))).toBe(false);
    expect(isBust(hand('K', 'Q', '2'))).toBe(true);
    expect(isBust(hand('A', 'K', 'Q'))).toBe(false);
  });
});
