import type { User } from '@coinwave/api-contract';

/** A new player's record as `/api/auth/me` returns it, with `patch` applied (tests only). */
export function testUser(patch: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'surfer_joe',
    coins: 5000,
    lastCoinClaim: null,
    gamesPlayed: 0,
    winRate: 0,
    totalWinnings: 0,
    currentStreak: 0,
    bestStreak: 0,
    wavesSurfed: 1,
    friendsMade: 0,
    avatarUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    restriction: null,
    role: 'player',
    dmPrivacy: 'everyone',
    ...patch,
  };
}
