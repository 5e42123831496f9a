import { describe, expect, it } from 'vitest';
import { mediaFilename } from './upload';
import { socketUrl } from './realtime';

describe('socketUrl', () => {
  it('uses ws on http and wss on https, same host', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3199' })).toBe('ws://localhost:3199/ws');
    expect(socketUrl({ protocol: 'https:', host: 'coinwave.example' })).toBe(
      'wss://coinwave.example/ws',
    );
  });
});

describe('mediaFilename', () => {
  it('names screenshots png and recordings webm with a timestamp', () => {
    expect(mediaFilename('screenshot', 1700000000000)).toBe('screenshot-1700000000000.png');
    expect(mediaFilename('recording', 5)).toBe('recording-5.webm');
  });
});
