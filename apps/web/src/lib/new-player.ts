import type { User } from '@coinwave/api-contract';

/**
 * A player's record as `GET /api/auth/me` answers it for an account that has done nothing yet:
 * no rounds, claims, waves or avatar. `who` names them (and sets anything else). For the build's
 * placeholder player (app/first-screen.tsx) and the tests' players (test/user.ts).
 */
export function newPlayer(who: Pick<User, 'id' | 'username' | 'coins'> & Partial<User>): User {
  return {
    lastCoinClaim: null,
    gamesPlayed: 0,
    winRate: 0,
    totalWinnings: 0,
    currentStreak: 0,
    bestStreak: 0,
    wavesSurfed: 0,
    friendsMade: 0,
    avatarUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    restriction: null,
    role: 'player',
    dmPrivacy: 'everyone',
    ...who,
  };
}
