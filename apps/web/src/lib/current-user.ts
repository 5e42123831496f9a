import type { User } from '@coinwave/api-contract';
import { hashKey, type QueryCache, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** The browser-storage key of the signed-in user (spec section 3). */
export const CURRENT_USER_KEY = 'coinwave.currentUser';

// The `me` query (`queryKeys.me`) is the one source of the signed-in user: `GET /api/auth/me`
// (`me-query.ts`), sign-in and register replies, socket `user_update` frames and the tables'
// balances all write it; null once signed out. This module holds no API client: the entry uses
// it (the stored user paints the first screen) and stays small.

/** The signed-in user as the cache holds it, or null. */
export function currentUser(queryClient: QueryClient): User | null {
  return queryClient.getQueryData<User | null>(queryKeys.me) ?? null;
}

/** Puts the server's user record in the cache (null: signed out); storage follows it. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(queryKeys.me, user);
}

/**
 * Merges server data into the signed-in user. With `userId` (a socket user_update names its
 * user) only when it is theirs; nobody signed in, nothing changes.
 */
export function mergeCurrentUser(
  queryClient: QueryClient,
  data: Partial<User>,
  userId?: string,
): void {
  const user = currentUser(queryClient);
  if (!user || (userId !== undefined && user.id !== userId)) return;
  setCurrentUser(queryClient, { ...user, ...data, id: user.id });
}

/**
 * Puts a stored user in the cache for the first paint, dated 0: stale at once, so the session
 * check still asks the server (and its answer is told apart from this guess).
 */
export function seedCurrentUser(queryClient: QueryClient, storage: Storage = localStorage): void {
  const user = readStoredUser(storage);
  if (user && currentUser(queryClient) === null)
    queryClient.setQueryData<User | null>(queryKeys.me, user, { updatedAt: 0 });
}

/**
 * Keeps browser storage a copy of the `me` query: written whenever its data changes, removed when
 * it becomes null or leaves the cache (sign-out). Returns the unsubscribe function.
 */
export function mirrorCurrentUser(queryCache: QueryCache, storage: Storage = localStorage) {
  const meHash = hashKey(queryKeys.me);
  return queryCache.subscribe((event) => {
    if (event.query.queryHash !== meHash) return;
    if (event.type === 'removed') clearStoredUser(storage);
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const user = event.query.state.data as User | null | undefined;
    if (user) storeUser(user, storage);
    else clearStoredUser(storage);
  });
}

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
