import type { Wave } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { pickWaveFigures } from './use-wave-figures';

const wave: Wave = {
  id: 'w1',
  number: 4,
  startTime: '2026-01-01T10:00:00.000Z',
  endTime: '2026-01-01T14:00:00.000Z',
  currentPlayers: 3,
  gamesCount: 2,
  messagesCount: 10,
  playing: { slots: 0, blackjack: 0, poker: 0, roulette: 0 },
};

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
