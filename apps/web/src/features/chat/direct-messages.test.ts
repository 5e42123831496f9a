import { describe, expect, it } from 'vitest';
import { mergeContacts, totalUnread } from './contacts';

describe('mergeContacts', () => {
  it('keeps server contacts first, adds started ones once and never lists oneself', () => {
    const merged = mergeContacts(
      [
        { id: 'a', username: 'nalu', avatarUrl: null, unread: 0 },
        { id: 'me', username: 'me', avatarUrl: null, unread: 0 },
      ],
      [
        { id: 'b', username: 'kai', avatarUrl: null },
        { id: 'a', username: 'nalu', avatarUrl: null },
      ],
      'me',
    );
    expect(merged.map((c) => c.id)).toEqual(['a', 'b']);
  });
  it("keeps the server's unread count when a started contact is also a server one", () => {
    const merged = mergeContacts(
      [{ id: 'a', username: 'nalu', avatarUrl: null, unread: 4 }],
      [{ id: 'a', username: 'nalu', avatarUrl: null }],
      'me',
    );
    expect(merged).toEqual([{ id: 'a', username: 'nalu', avatarUrl: null, unread: 4 }]);
  });
});

describe('totalUnread', () => {
  it('sums the unread counts over the contacts', () => {
    expect(totalUnread([])).toBe(0);
    expect(totalUnread([{ unread: 3 }, { unread: 0 }, { unread: 2 }])).toBe(5);
  });
});
