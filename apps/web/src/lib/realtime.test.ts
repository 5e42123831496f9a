import { describe, expect, it, vi } from 'vitest';
import { mediaFilename } from './upload';
import { retryOnWake, socketUrl, type WakeSources } from './realtime';

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

describe('retryOnWake', () => {
  function sources() {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), {
      visibilityState: 'hidden' as DocumentVisibilityState,
    });
    return { win, doc, wake: { window: win, document: doc } as unknown as WakeSources };
  }

  it('retries when the network returns and when the page is shown, not when it is hidden', () => {
    const { win, doc, wake } = sources();
    const retry = vi.fn();
    const stop = retryOnWake(retry, wake);
    win.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(2);
    stop();
    win.dispatchEvent(new Event('online'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(2);
  });
});
