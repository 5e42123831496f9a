import { describe, expect, it } from 'vitest';
import {
  GAMES,
  gameInfo,
  openRoundName,
  playingCounts,
  playingLabel,
  playLink,
  playParam,
} from './games';

describe('game tiles', () => {
  it("has the spec's four tiles and texts", () => {
    expect(GAMES.map((g) => [g.name, g.action])).toEqual([
      ['Slots', 'Spin to Win!'],
      ['Blackjack', 'Deal Me In!'],
      ['Poker', 'Join Table'],
      ['Roulette', 'Place Bets!'],
    ]);
    expect(gameInfo('poker').name).toBe('Poker');
  });

  it("shows the real 'N playing': the socket's figures for this wave, else the wave's", () => {
    const polled = { slots: 1, blackjack: 0, poker: 2, roulette: 0 };
    const live = { slots: 3, blackjack: 1, poker: 0, roulette: 0 };
    const wave = { id: 'w1', playing: polled };
    expect(playingCounts(wave, null)).toEqual(polled);
    expect(playingCounts(wave, { waveId: 'w1', playing: live })).toEqual(live);
    expect(playingCounts(wave, { waveId: 'w0', playing: live })).toEqual(polled);
    expect(playingCounts(null, { waveId: 'w1', playing: live })).toEqual({
      slots: 0,
      blackjack: 0,
      poker: 0,
      roulette: 0,
    });
  });

  it("reads 'Be the first' at zero", () => {
    expect(playingLabel(0)).toBe('Be the first');
    expect(playingLabel(1)).toBe('1 playing');
    expect(playingLabel(1200)).toBe('1,200 playing');
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
