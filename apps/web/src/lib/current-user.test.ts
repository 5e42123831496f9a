import type { User } from '@coinwave/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentUser,
  CURRENT_USER_KEY,
  mergeCurrentUser,
  mirrorCurrentUser,
  readStoredUser,
  seedCurrentUser,
  setCurrentUser,
  storeUser,
} from './current-user';
import { queryKeys } from './query-keys';

describe('readStoredUser', () => {
  beforeEach(() => localStorage.clear());

  it('returns null when nothing is stored', () => expect(readStoredUser()).toBeNull());

  it('discards a value that cannot be parsed', () => {
    localStorage.setItem(CURRENT_USER_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('discards a parsable value that is not a user', () => {
    localStorage.setItem(CURRENT_USER_KEY, '[1,2]');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('round-trips a stored user', () => {
    const user = { id: 'u1', username: 'surfer', coins: 5000 } as never;
    storeUser(user);
    expect(readStoredUser()).toEqual(user);
  });
});

describe('the me query', () => {
  const user = { id: 'u1', username: 'surfer', coins: 5000 } as unknown as User;
  const stored = () => JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null') as User | null;
  let queryClient: QueryClient;
  beforeEach(() => {
    localStorage.clear();
    queryClient = new QueryClient();
    mirrorCurrentUser(queryClient.getQueryCache());
  });

  it('merges a user_update only when the id matches', () => {
    setCurrentUser(queryClient, user);
    mergeCurrentUser(queryClient, { coins: 1 }, 'someone-else');
    expect(currentUser(queryClient)?.coins).toBe(5000);
    mergeCurrentUser(queryClient, { coins: 6000 }, 'u1');
    expect(currentUser(queryClient)?.coins).toBe(6000);
    expect(stored()?.coins).toBe(6000);
  });

  it('merges a reply into whoever is signed in, and into nobody once signed out', () => {
    setCurrentUser(queryClient, user);
    mergeCurrentUser(queryClient, { avatarUrl: '/a.webp', id: 'forged' });
    expect(currentUser(queryClient)).toMatchObject({ id: 'u1', avatarUrl: '/a.webp' });
    setCurrentUser(queryClient, null);
    mergeCurrentUser(queryClient, { coins: 1 });
    expect(currentUser(queryClient)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('seeds the stored user stale, so the session check still asks the server', () => {
    storeUser(user);
    seedCurrentUser(queryClient);
    expect(currentUser(queryClient)).toEqual(user);
    const state = queryClient.getQueryState(queryKeys.me);
    expect(state?.dataUpdatedAt).toBe(0);
    const query = queryClient.getQueryCache().find({ queryKey: queryKeys.me });
    expect(query?.isStaleByTime(5_000)).toBe(true);
  });

  it('never seeds over a user the cache already holds', () => {
    storeUser({ ...user, coins: 1 });
    setCurrentUser(queryClient, user);
    seedCurrentUser(queryClient);
    expect(currentUser(queryClient)?.coins).toBe(5000);
  });

  it('mirrors every change to storage and forgets the user when the cache is cleared', () => {
    setCurrentUser(queryClient, user);
    expect(stored()).toEqual(user);
    queryClient.setQueryData(['wave', 'current'], { id: 'w1' });
    expect(stored()).toEqual(user);
    queryClient.clear();
    expect(stored()).toBeNull();
  });

  it('stops mirroring once unsubscribed', () => {
    const other = new QueryClient();
    const stop = mirrorCurrentUser(other.getQueryCache());
    stop();
    setCurrentUser(other, user);
    expect(stored()).toBeNull();
  });
});
