import { describe, expect, it } from 'vitest';
import { mergeContacts } from './DirectMessages';

describe('mergeContacts', () => {
  it('keeps server contacts first, adds started ones once and never lists oneself', () => {
    const merged = mergeContacts(
      [
        { id: 'a', username: 'nalu' },
        { id: 'me', username: 'me' },
      ],
      [
        { id: 'b', username: 'kai' },
        { id: 'a', username: 'nalu' },
      ],
      'me',
    );
    expect(merged.map((c) => c.id)).toEqual(['a', 'b']);
  });
});
