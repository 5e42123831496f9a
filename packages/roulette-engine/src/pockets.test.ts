import { describe, expect, it } from 'vitest';
import { POCKETS } from './pockets';

describe('POCKETS', () => {
  it('holds 0-36: zero green, 18 red, 18 black', () => {
    expect(POCKETS.map((p) => p.number)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(POCKETS[0]!.colour).toBe('green');
    expect(POCKETS.filter((p) => p.colour === 'red')).toHaveLength(18);
    expect(POCKETS.filter((p) => p.colour === 'black')).toHaveLength(18);
  });

  it('colours like a real wheel: in 1-10 and 19-28 odd is red, in 11-18 and 29-36 even is red', () => {
    for (const { number: n, colour } of POCKETS.slice(1)) {
      const oddIsRed = (n >= 1 && n <= 10) || (n >= 19 && n <= 28);
      expect(colour).toBe((n % 2 === 1) === oddIsRed ? 'red' : 'black');
    }
  });
});
