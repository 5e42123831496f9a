import { ApiError } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarErrorText, checkAvatarFile, formatBytes } from './avatar-file';

const file = (name: string, type: string, size = 20_000) => ({ name, type, size });

describe('checkAvatarFile', () => {
  it('accepts JPG, PNG and GIF up to 5 MB', () => {
    for (const f of [
      file('me.jpg', 'image/jpeg'),
      file('me.png', 'image/png'),
      file('me.gif', 'image/gif', AVATAR_MAX_BYTES),
    ])
      expect(checkAvatarFile(f)).toBeNull();
  });

  it('refuses other types, whatever the name says', () => {
    expect(checkAvatarFile(file('me.webp', 'image/webp'))).toBe(
      'Choose a JPG, PNG or GIF image: me.webp is not one.',
    );
    expect(checkAvatarFile(file('me.png', 'image/svg+xml'))).toMatch(/JPG, PNG or GIF/);
    expect(checkAvatarFile(file('notes.txt', 'text/plain'))).toMatch(/JPG, PNG or GIF/);
  });

  it('goes by the name when the system reports no type', () => {
    expect(checkAvatarFile(file('ME.JPEG', ''))).toBeNull();
    expect(checkAvatarFile(file('me.heic', ''))).toMatch(/JPG, PNG or GIF/);
  });

  it('refuses a file over 5 MB, saying how big it is', () =>
    expect(checkAvatarFile(file('big.png', 'image/png', AVATAR_MAX_BYTES + 1))).toBe(
      'That image is 5.0 MB: avatars are up to 5 MB.',
    ));

  it('refuses an empty file', () =>
    expect(checkAvatarFile(file('empty.png', 'image/png', 0))).toMatch(/empty/));
});

describe('formatBytes', () => {
  it('reads as MB or KB', () => {
    expect(formatBytes(7.5 * 1024 * 1024)).toBe('7.5 MB');
    expect(formatBytes(640 * 1024)).toBe('640 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});

describe('avatarErrorText', () => {
  it("shows the server's own text", () =>
    expect(
      avatarErrorText(
        new ApiError(400, JSON.stringify({ error: 'An avatar must be a JPG, PNG or GIF image' })),
      ),
    ).toBe('An avatar must be a JPG, PNG or GIF image'));

  it('explains a refusal that came without text', () => {
    expect(avatarErrorText(new ApiError(413, ''))).toMatch(/up to 5 MB/);
    expect(avatarErrorText(new ApiError(429, ''))).toMatch(/Too many/);
    expect(avatarErrorText(new ApiError(500, 'Internal'))).toMatch(/error 500/);
  });

  it('blames the connection when there was no reply', () =>
    expect(avatarErrorText(new Error('Upload failed: network error'))).toMatch(/connection/));
});
