import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_CATEGORIES, searchArticles } from './help-articles';

describe('help center', () => {
  it('covers the five spec categories, each with articles', () => {
    expect(HELP_CATEGORIES.map((c) => c.id)).toEqual([
      'getting-started',
      'games',
      'waves',
      'account',
      'achievements',
    ]);
    for (const c of HELP_CATEGORIES)
      expect(HELP_ARTICLES.some((a) => a.category === c.id)).toBe(true);
  });
  it('finds articles by title and by content, ignoring case', () => {
    expect(searchArticles(HELP_ARTICLES, 'ROULETTE RULES').map((a) => a.id)).toEqual(['roulette']);
    expect(searchArticles(HELP_ARTICLES, 'balloon').map((a) => a.id)).toContain('slots');
  });
  it('filters by category and returns everything for a blank query', () => {
    expect(searchArticles(HELP_ARTICLES, '  ')).toHaveLength(HELP_ARTICLES.length);
    expect(searchArticles(HELP_ARTICLES, '', 'waves').every((a) => a.category === 'waves')).toBe(
      true,
    );
  });
  it('returns nothing for a miss', () =>
    expect(searchArticles(HELP_ARTICLES, 'zzzqqq')).toEqual([]));
  it('states the facts players ask about', () => {
    const all = HELP_ARTICLES.map((a) => a.content).join(' ');
    for (const fact of ['no cash value', '1,000', '4-hour', '3, 5, 10, 20 and 50', 'server seed'])
      expect(all).toContain(fact);
  });
});
