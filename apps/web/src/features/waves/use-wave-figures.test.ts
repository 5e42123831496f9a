import { describe, expect, it } from 'vitest';
import { pickWaveFigures } from './use-wave-figures';
import { testWave } from '../../test/wave';

const wave = testWave();

describe('pickWaveFigures', () => {
  it("takes Surfers from the socket's live count for this wave", () =>
    expect(pickWaveFigures(wave, { waveId: 'w1', count: 7 }, 0).surfers).toBe(7));

  it("falls back to the poll's count without a frame, or with one for another wave", () => {
    expect(pickWaveFigures(wave, null, 0).surfers).toBe(3);
    expect(pickWaveFigures(wave, { waveId: 'w0', count: 40 }, 0).surfers).toBe(3);
  });

  it("counts Active Games as the server does, whatever the session list's length", () =>
    expect(pickWaveFigures(wave, null, 0).activeGames).toBe(2));

  it('takes the larger message count (the chat list is refreshed before the poll)', () => {
    expect(pickWaveFigures(wave, null, 12).messages).toBe(12);
    expect(pickWaveFigures(wave, null, 4).messages).toBe(10);
  });

  it('has no figures before the wave is known', () =>
    expect(pickWaveFigures(null, { waveId: 'w1', count: 7 }, 5)).toEqual({
      wave: null,
      surfers: 0,
      activeGames: 0,
      messages: 0,
    }));
});
