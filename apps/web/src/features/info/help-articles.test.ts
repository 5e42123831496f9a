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
  it('describes the avatar feature as it works: where, which files, what happens to them', () => {
    const [avatar] = searchArticles(HELP_ARTICLES, 'Change avatar', 'account');
    expect(avatar?.id).toBe('avatar');
    for (const fact of [
      'Change avatar',
      '5 MB',
      'JPG, PNG or GIF',
      'square',
      '128 x 128',
      'Remove',
    ])
      expect(avatar?.content).toContain(fact);
  });
  it('says where the header buttons lead', () => {
    const [layout] = searchArticles(HELP_ARTICLES, 'Finding your way around');
    for (const place of ['Games', 'Waves', 'Community', 'Leaderboard'])
      expect(layout?.content).toContain(place);
  });
});
