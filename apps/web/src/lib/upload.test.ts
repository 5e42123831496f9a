import { describe, expect, it } from 'vitest';
import { mediaFilename } from './upload';

describe('mediaFilename', () => {
  it('names screenshots png and recordings webm with a timestamp', () => {
    expect(mediaFilename('screenshot', 1700000000000)).toBe('screenshot-1700000000000.png');
    expect(mediaFilename('recording', 5)).toBe('recording-5.webm');
  });
});
