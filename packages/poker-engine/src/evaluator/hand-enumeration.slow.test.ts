import { describe, expect, it } from 'vitest';
import { countSevenCardCategories, SEVEN_CARD_CATEGORY_COUNTS } from './hand-enumeration';

describe('all 133,784,560 seven-card hands', () => {
  it('fall into the textbook category counts', { timeout: 120_000 }, () => {
    expect(countSevenCardCategories()).toEqual(SEVEN_CARD_CATEGORY_COUNTS);
  });
});
