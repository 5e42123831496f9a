import { describe, expect, it } from 'vitest';
import { cardLabel, createDeck, rankValue } from './cards';

describe('createDeck', () => {
  it('holds 52 distinct cards, 13 of each suit', () => {
    const deck = createDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map(cardLabel)).size).toBe(52);
    for (const suit of ['spades', 'hearts', 'diamonds', 'clubs']) {
      expect(deck.filter((c) => c.suit === suit)).toHaveLength(13);
    }
  });

  it('values aces at 11, faces at 10 and numbers at face value', () => {
    expect(rankValue('A')).toBe(11);
    expect(['J', 'Q', 'K'].map((r) => rankValue(r as 'J'))).toEqual([10, 10, 10]);
    expect(rankValue('7')).toBe(7);
    expect(createDeck().reduce((sum, c) => sum + c.value, 0)).toBe(
      4 * (11 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 * 4),
    );
  });
});
