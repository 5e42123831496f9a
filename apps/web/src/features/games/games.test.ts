import { describe, expect, it } from 'vitest';
import { GAMES, gameInfo, randomPlaying } from './games';

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
});
