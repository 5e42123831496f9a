import { describe, expect, it } from 'vitest';
import { rankingsPager } from './rankings-pages';

describe('the rankings pager', () => {
  it('places a page among the ranked players', () => {
    const middle = rankingsPager(10, 10, 25);
    expect(middle).toMatchObject({ page: 2, pages: 3, first: 11, last: 20, previous: 0, next: 20 });
    expect(rankingsPager(20, 10, 25)).toMatchObject({ page: 3, first: 21, last: 25, next: null });
    expect(rankingsPager(0, 10, 25)).toMatchObject({ page: 1, previous: null, next: 10 });
  });

  it('finds the page of a rank, and copes with an empty board', () => {
    const p = rankingsPager(0, 10, 25);
    expect(p.pageOf(17)).toBe(10);
    expect(p.pageOf(10)).toBe(0);
    expect(p.pageOf(null)).toBeNull();
    expect(rankingsPager(0, 10, 0)).toMatchObject({
      page: 1,
      pages: 1,
      first: 0,
      last: 0,
      next: null,
    });
  });
});
