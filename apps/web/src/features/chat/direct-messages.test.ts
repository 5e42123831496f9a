import { describe, expect, it } from 'vitest';
import { mergeContacts } from './DirectMessages';

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
});
