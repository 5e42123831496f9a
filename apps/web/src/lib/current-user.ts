import type { User } from '@coinwave/api-contract';

/** The browser-storage key of the signed-in user (spec section 3). */
export const CURRENT_USER_KEY = 'coinwave.currentUser';

/**
 * Reads the stored user. A value that cannot be parsed, or that is not a user record, is
 * discarded (removed) and treated as no user.
 */
export function readStoredUser(storage: Storage = localStorage): User | null {
  const raw = storage.getItem(CURRENT_USER_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'id' in value &&
      'username' in value &&
      typeof value.id === 'string' &&
      typeof value.username === 'string'
    ) {
      return value as User;
    }
  } catch {
    // Falls through: an unparsable value is discarded below.
  }
  storage.removeItem(CURRENT_USER_KEY);
  return null;
}

export function storeUser(user: User, storage: Storage = localStorage): void {
  storage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(storage: Storage = localStorage): void {
  storage.removeItem(CURRENT_USER_KEY);
}
