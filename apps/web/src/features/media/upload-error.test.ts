import { ApiError } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { uploadErrorText } from './upload-error';

const fallback = 'Could not save the recording. Please try again.';

describe('uploadErrorText', () => {
  it("shows the server's own reason", () => {
    for (const [status, error] of [
      [413, 'Your media storage is full (200 MiB): no more files can be shared from this account'],
      [
        429,
        'You have shared 100 files in the last 24 hours, the most allowed: try again in 5 hours',
      ],
      [
        507,
        "The server's storage is full, so uploads are paused and your file was not kept. Please try again later.",
      ],
      [422, 'The file is not a webm video that can be read whole: it looks truncated or damaged'],
    ] as const)
      expect(uploadErrorText(new ApiError(status, JSON.stringify({ error })), fallback)).toBe(
        error,
      );
  });

  it('gives a plain reason by status when the server sent none', () => {
    expect(uploadErrorText(new ApiError(507, '<html>'), fallback)).toMatch(/storage is full/);
    expect(uploadErrorText(new ApiError(413, ''), fallback)).toMatch(/too large/);
    expect(uploadErrorText(new ApiError(502, ''), fallback)).toMatch(/error 502/);
  });

  it('falls back when the failure was not an answer from the server', () => {
    expect(uploadErrorText(new Error('Upload failed: network error'), fallback)).toBe(fallback);
  });
});
