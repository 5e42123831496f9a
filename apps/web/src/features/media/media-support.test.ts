import { describe, expect, it } from 'vitest';
import { isMediaSupported, pickWebmType } from './media-support';

describe('media support', () => {
  it('is unsupported without mediaDevices or getDisplayMedia', () => {
    expect(isMediaSupported(undefined)).toBe(false);
    expect(isMediaSupported({} as Navigator)).toBe(false);
    expect(isMediaSupported({ mediaDevices: {} } as unknown as Navigator)).toBe(false);
  });
  it('prefers vp9, then vp8, then plain webm', () => {
    expect(pickWebmType(() => true)).toBe('video/webm;codecs=vp9,opus');
    expect(pickWebmType((t) => t.includes('vp8'))).toBe('video/webm;codecs=vp8,opus');
    expect(pickWebmType(() => false)).toBe('video/webm');
  });
});
