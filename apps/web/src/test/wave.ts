import type { Wave } from '@coinwave/api-contract';

/** Wave #4 as `/api/waves/current` returns it, with `patch` applied (tests only). */
export function testWave(patch: Partial<Wave> = {}): Wave {
  return {
    id: 'w1',
    number: 4,
    startTime: '2026-01-01T10:00:00.000Z',
    endTime: '2026-01-01T14:00:00.000Z',
    currentPlayers: 3,
    gamesCount: 2,
    messagesCount: 10,
    playing: { slots: 0, blackjack: 0, poker: 0, roulette: 0 },
    ...patch,
  };
}
