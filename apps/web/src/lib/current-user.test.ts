import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, readStoredUser, storeUser } from './current-user';

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
