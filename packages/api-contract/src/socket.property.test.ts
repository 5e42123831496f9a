import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { RECONNECT_POLICY, ReconnectingSocket, reconnectDelay } from './socket';

describe('reconnectDelay', () => {
  it('follows the spec: 1 s doubled per attempt, 5 attempts', () => {
    expect([0, 1, 2, 3, 4, 5].map((a) => reconnectDelay(a))).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      null,
    ]);
  });

  const policy = fc.record({
    baseMs: fc.integer({ min: 1, max: 10_000 }),
    capMs: fc.integer({ min: 1, max: 120_000 }),
    maxAttempts: fc.integer({ min: 0, max: 40 }),
  });

  test.prop([policy, fc.integer({ min: -5, max: 60 })])('never exceeds the cap', (p, attempt) => {
    const d = reconnectDelay(attempt, p);
    if (d !== null) expect(d).toBeLessThanOrEqual(p.capMs);
  });

  test.prop([policy])('is monotonic until the cap, then flat', (p) => {
    for (let a = 1; a < p.maxAttempts; a++) {
      const prev = reconnectDelay(a - 1, p)!;
      const cur = reconnectDelay(a, p)!;
      expect(cur).toBeGreaterThanOrEqual(prev);
      if (prev < p.capMs) expect(cur === 2 * prev || cur === p.capMs).toBe(true);
    }
  });

  test.prop([policy, fc.integer({ min: 0, max: 60 })])('stops after maxAttempts', (p, attempt) => {
    expect(reconnectDelay(attempt, p) === null).toBe(attempt >= p.maxAttempts);
  });

  it('caps at 30 s with the spec policy given more attempts', () => {
    expect(reconnectDelay(10, { ...RECONNECT_POLICY, maxAttempts: 20 })).toBe(30_000);
  });
});

describe('ReconnectingSocket', () => {
  function harness() {
    const sockets: Array<{
      readyState: number;
      onopen: (() => void) | null;
      onclose: (() => void) | null;
      onerror: null;
      onmessage: ((e: { data: unknown }) => void) | null;
      sent: string[];
      send(d: string): void;
      close(): void;
    }> = [];
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const statuses: string[] = [];
    const messages: unknown[] = [];
    const socket = new ReconnectingSocket({
      url: 'ws://test/ws',
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
      createSocket: () => {
        const s = {
          readyState: 0,
          onopen: null,
          onclose: null,
          onerror: null,
          onmessage: null,
          sent: [] as string[],
          send(d: string) {
            this.sent.push(d);
          },
          close() {},
        };
        sockets.push(s);
        return s;
      },
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => {},
    });
    return { socket, sockets, timers, statuses, messages };
  }

  it('backs off 1, 2, 4, 8, 16 s and then gives up', () => {
    const h = harness();
    for (let k = 0; k < 6; k++) {
      const timersBefore = h.timers.length;
      h.sockets.at(-1)!.onclose!();
      if (h.timers.length > timersBefore) h.timers.at(-1)!.fn();
    }
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(h.sockets).toHaveLength(6);
  });

  it('resets the counter on open and drops malformed frames', () => {
    const h = harness();
    h.sockets[0]!.onclose!();
    h.timers[0]!.fn();
    h.sockets[1]!.readyState = 1;
    h.sockets[1]!.onopen!();
    h.sockets[1]!.onmessage!({ data: 'not json' });
    h.sockets[1]!.onmessage!({ data: '{"type":"wave_update","payload":{"waveId":null}}' });
    h.sockets[1]!.onclose!();
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 1000]);
    expect(h.messages).toEqual([{ type: 'wave_update', payload: { waveId: null } }]);
    expect(h.statuses).toContain('open');
  });
});
