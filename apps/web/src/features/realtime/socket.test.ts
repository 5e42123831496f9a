import { SESSION_ENDED_CLOSE } from '@coinwave/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRealtime, retryOnWake, socketUrl, type WakeSources } from './socket';

describe('socketUrl', () => {
  it('uses ws on http and wss on https, same host', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3199' })).toBe('ws://localhost:3199/ws');
    expect(socketUrl({ protocol: 'https:', host: 'coinwave.example' })).toBe(
      'wss://coinwave.example/ws',
    );
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

describe('openRealtime', () => {
  /** A stand-in for the browser's WebSocket: every construction is recorded; tests drive events. */
  class FakeWebSocket {
    static made: FakeWebSocket[] = [];
    readyState = 0;
    onopen: ((e: unknown) => void) | null = null;
    onclose: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onmessage: ((e: { data: unknown }) => void) | null = null;
    constructor(readonly url: string) {
      FakeWebSocket.made.push(this);
    }
    send() {}
    close() {
      this.readyState = 3;
    }
    /** The connection fails or breaks. */
    fail() {
      this.readyState = 3;
      this.onclose?.({});
    }
  }
  const latest = () => FakeWebSocket.made.at(-1)!;

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeWebSocket.made = [];
    // Back to jsdom's own getter.
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  function start() {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const statuses: Array<[string, number]> = [];
    const ended: string[] = [];
    const realtime = openRealtime(
      () => undefined,
      (status, failed) => statuses.push([status, failed]),
      () => ended.push('ended'),
    );
    return { realtime, statuses, ended };
  }

  it('stops retrying when the server ends the session, waking or not', () => {
    const { realtime, ended } = start();
    latest().readyState = 1;
    latest().onopen?.({});
    latest().readyState = 3;
    latest().onclose?.({ code: SESSION_ENDED_CLOSE.code });
    expect(ended).toEqual(['ended']);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.made).toHaveLength(1);
    realtime.close();
  });

  it('never gives up while the tab is open: an hour of failures, still retrying', () => {
    const { realtime, statuses } = start();
    for (let minute = 0; minute < 60; minute++) {
      for (let i = 0; i < 2; i++) {
        latest().fail();
        vi.advanceTimersByTime(30_000);
      }
    }
    expect(FakeWebSocket.made).toHaveLength(121);
    expect(statuses.at(-1)).toEqual(['connecting', 120]);
    realtime.close();
  });

  it('retries at once on `online` and when the page becomes visible, not after closing', () => {
    const { realtime } = start();
    latest().fail();
    expect(FakeWebSocket.made).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.made).toHaveLength(2);
    latest().fail();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeWebSocket.made).toHaveLength(3);
    // An open socket is left alone.
    latest().readyState = 1;
    latest().onopen?.({});
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.made).toHaveLength(3);
    latest().fail();
    realtime.close();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.made).toHaveLength(3);
  });
});
