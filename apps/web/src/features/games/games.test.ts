import { describe, expect, it } from 'vitest';
import { GAMES, gameInfo, openRoundName, playLink, playParam, randomPlaying } from './games';

describe('game tiles', () => {
  it("has the spec's four tiles, texts and badge ranges", () => {
    expect(GAMES.map((g) => [g.name, g.action, g.maxPlaying])).toEqual([
      ['Slots', 'Spin to Win!', 10],
      ['Blackjack', 'Deal Me In!', 8],
      ['Poker', 'Join Table', 12],
      ['Roulette', 'Place Bets!', 15],
    ]);
    expect(gameInfo('poker').name).toBe('Poker');
  });

  it('draws N playing within 1..max', () => {
    expect(randomPlaying(10, () => 0)).toBe(1);
    expect(randomPlaying(10, () => 0.999999)).toBe(10);
    expect(randomPlaying(15, () => 1)).toBe(15);
    for (let i = 0; i < 200; i++) {
      const n = randomPlaying(8);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(8);
    }
  });

  it('names unfinished rounds and the tile that resumes them', () => {
    expect(GAMES.map((g) => [g.kind, g.resume])).toEqual([
      ['slots', 'Resume bonus'],
      ['blackjack', 'Resume hand'],
      ['poker', 'Resume hand'],
      ['roulette', null],
    ]);
    expect(openRoundName('slots')).toBe('slots balloon bonus');
    expect(openRoundName('poker')).toBe('poker hand');
  });

  it('links to a game with ?play= and reads only known games back', () => {
    expect(playLink('blackjack')).toBe('/?play=blackjack');
    const params = (href: string) => new URL(href, 'http://x').searchParams;
    for (const g of GAMES) expect(playParam(params(playLink(g.kind)))).toBe(g.kind);
    expect(playParam(params('/?play=craps'))).toBeNull();
    expect(playParam(params('/'))).toBeNull();
  });
});
