import type { User } from '@coinwave/api-contract';
import { newPlayer } from '../lib/new-player';

/** A new player's record as `/api/auth/me` returns it, with `patch` applied (tests only). */
export function testUser(patch: Partial<User> = {}): User {
  return newPlayer({ id: 'u1', username: 'surfer_joe', coins: 5000, wavesSurfed: 1, ...patch });
}
