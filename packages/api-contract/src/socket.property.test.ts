import { fc, test } from '@fast-check/vitest';
import { createSeededRng, randomFloat } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import {
  RECONNECT_POLICY,
  SESSION_ENDED_CLOSE,
  ReconnectingSocket,
  reconnectCeiling,
  reconnectDelay,
  type SocketStatus,
} from './socket';

/** A seeded stand-in for Math.random, so a failing draw replays. */
function seededRandom(seed: number): () => number {
  const rng = createSeededRng(String(seed));
  return () => randomFloat(rng);
}

const policy = fc.record({
  baseMs: fc.integer({ min: 1, max: 10_000 }),
  capMs: fc.integer({ min: 1, max: 120_000 }),
  offerAfterAttempts: fc.integer({ min: 0, max: 40 }),
});
/** Any value a random source could return, broken ones included. */
const unit = fc.oneof(
  fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  fc.constantFrom(0, 1, -0.5, 2, Number.NaN, Number.POSITIVE_INFINITY),
);

describe('reconnectDelay', () => {
  it('has the ceilings: 6 s doubled per attempt, capped at 30 s, and no last attempt', () => {
    expect([0, 1, 2, 3, 4, 50, 5000].map((a) => reconnectCeiling(a))).toEqual([
      6000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(1, RECONNECT_POLICY, () => 0.999_999)).toBe(12_000);
    expect(reconnectDelay(1, RECONNECT_POLICY, () => 0)).toBe(0);
    expect(reconnectDelay(9, RECONNECT_POLICY, () => 0.5)).toBe(15_000);
  });

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 8 })], {
    numRuns: 50,
  })('spreads its draws over the whole window [0, ceiling] (full jitter)', (seed, attempt) => {
    const random = seededRandom(seed);
    const ceiling = reconnectCeiling(attempt);
    const bins = new Array<number>(10).fill(0);
    const draws = 4000;
    let sum = 0;
    for (let i = 0; i < draws; i++) {
      const d = reconnectDelay(attempt, RECONNECT_POLICY, random);
      sum += d;
      bins[Math.min(9, Math.floor((d / ceiling) * 10))]! += 1;
    }
    // Each tenth of the window gets about a tenth of the draws (400 ± 5 standard deviations).
    for (const n of bins) expect(Math.abs(n - draws / 10)).toBeLessThan(100);
    expect(Math.abs(sum / draws - ceiling / 2)).toBeLessThan(ceiling * 0.03);
  });

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 20_000 })], {
    numRuns: 40,
  })(
    'a storm: 1,000 sockets dropped at once, the server back after 0-20 s, all back within 60 s and no second with more than a third',
    (seed, downMs) => {
      const random = seededRandom(seed);
      const perSecond = new Map<number, number>();
      let last = 0;
      for (let i = 0; i < 1000; i++) {
        // Attempts before the server is back fail; the first one after it succeeds.
        let t = 0;
        for (let attempt = 0; ; attempt++) {
          t += reconnectDelay(attempt, RECONNECT_POLICY, random);
          if (t >= downMs) break;
        }
        last = Math.max(last, t);
        const second = Math.floor(t / 1000);
        perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      }
      expect(last).toBeLessThan(60_000);
      expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(333);
    },
  );

  test.prop([policy, fc.integer({ min: -5, max: 2000 }), unit])(
    'is never negative and never exceeds the cap or the doubled base',
    (p, attempt, r) => {
      const d = reconnectDelay(attempt, p, () => r);
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(p.capMs);
      expect(d).toBeLessThanOrEqual(p.baseMs * 2 ** Math.max(0, attempt));
    },
  );

  test.prop([policy, fc.integer({ min: 0, max: 60 })])(
    'the ceiling doubles until the cap, then stays flat: retries never stop',
    (p, a) => {
      const prev = reconnectCeiling(a, p);
      const cur = reconnectCeiling(a + 1, p);
      expect(cur).toBeGreaterThanOrEqual(prev);
      expect(cur === Math.min(p.capMs, 2 * prev) || prev === p.capMs).toBe(true);
      expect(reconnectDelay(a + 1000, p, () => 0.999_999)).toBeGreaterThan(0);
    },
  );
});

type FakeSocket = {
  readyState: number;
  closed: boolean;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  send(d: string): void;
  close(): void;
};

/** A socket the test drives by hand (it starts connecting). */
function fakeSocket(): FakeSocket {
  return {
    readyState: 0,
    closed: false,
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
    send() {},
    close() {
      this.closed = true;
    },
  };
}

/** A socket over fake sockets and fake timers: the test decides when things open and close. */
function harness(random: () => number = () => 0.5) {
  const sockets: FakeSocket[] = [];
  const timers = new Map<number, { fn: () => void; ms: number }>();
  const delays: number[] = [];
  let nextTimer = 0;
  const statuses: Array<[SocketStatus, number]> = [];
  const messages: unknown[] = [];
  const ended: number[] = [];
  const malformed: string[] = [];
  const socket = new ReconnectingSocket({
    onMalformedFrame: (data) => malformed.push(data),
    url: 'ws://test/ws',
    onSessionEnded: () => ended.push(1),
    onMessage: (m) => messages.push(m),
    onStatus: (s, failed) => statuses.push([s, failed]),
    createSocket: () => {
      const s = fakeSocket();
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => {
      timers.set(++nextTimer, { fn, ms });
      delays.push(ms);
      return nextTimer;
    },
    clearTimer: (h) => timers.delete(h as number),
    random,
  });
  const current = () => sockets.at(-1)!;
  return {
    socket,
    sockets,
    timers,
    delays,
    statuses,
    messages,
    ended,
    malformed,
    current,
    open() {
      current().readyState = 1;
      current().onopen?.({});
    },
    /** The current socket closes (a failed attempt, or a drop if it was open). */
    drop(code?: number) {
      current().readyState = 3;
      current().onclose?.(code === undefined ? {} : { code });
    },
    /** Fires the one pending reconnect timer. */
    fire() {
      const [id, t] = [...timers][0]!;
      timers.delete(id);
      t.fn();
    },
  };
}

describe('ReconnectingSocket', () => {
  it('stops and says so when the server ends its session (4001), and only then', () => {
    const h = harness();
    h.open();
    h.drop(1006);
    expect(h.timers.size).toBe(1);
    expect(h.ended).toEqual([]);
    h.fire();
    h.open();
    h.drop(SESSION_ENDED_CLOSE.code);
    expect(h.ended).toEqual([1]);
    expect(h.timers.size).toBe(0);
    expect(h.statuses.at(-1)).toEqual(['closed', 0]);
    h.socket.reconnectNow();
    expect(h.sockets).toHaveLength(2);
  });

  it('keeps retrying past the spec 5 attempts, counting the failures', () => {
    const h = harness(() => 0.999_999);
    for (let k = 0; k < 8; k++) {
      h.drop();
      h.fire();
    }
    expect(h.delays).toEqual([6000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000, 30_000]);
    expect(h.sockets).toHaveLength(9);
    expect(h.socket.failedAttempts).toBe(8);
    expect(h.statuses.at(-1)).toEqual(['connecting', 8]);
  });

  it('resets the counters on open and drops malformed frames', () => {
    const h = harness(() => 0.999_999);
    h.drop();
    h.fire();
    h.open();
    h.current().onmessage!({ data: 'not json' });
    h.current().onmessage!({ data: '{"type":"wave_update","payload":{"waveId":null}}' });
    h.drop();
    expect(h.delays).toEqual([6000, 6000]);
    expect(h.messages).toEqual([{ type: 'wave_update', payload: { waveId: null } }]);
    expect(h.malformed).toEqual(['not json']);
    expect(h.statuses).toContainEqual(['open', 0]);
    // A drop from open is not a failed attempt: the UI stays calm while the first retry runs.
    expect(h.socket.failedAttempts).toBe(0);
  });

  it("does not hide an error thrown by the message handler (it is the handler's to fix)", () => {
    const fake = fakeSocket();
    new ReconnectingSocket({
      url: 'ws://test/ws',
      onMessage: () => {
        throw new Error('handler bug');
      },
      createSocket: () => fake,
      setTimer: () => 0,
      clearTimer: () => undefined,
    });
    expect(() => fake.onmessage!({ data: '{"type":"wave_update"}' })).toThrow('handler bug');
  });

  it('reconnectNow leaves an open socket alone and does nothing after close()', () => {
    const h = harness();
    h.open();
    h.socket.reconnectNow();
    expect(h.sockets).toHaveLength(1);
    h.socket.close();
    h.socket.reconnectNow();
    expect(h.sockets).toHaveLength(1);
    expect(h.timers.size).toBe(0);
  });

  type Step = 'drop' | 'open' | 'fire' | 'reconnectNow' | 'lateCloseOfOld';
  const steps = fc.array(
    fc.constantFrom<Step>('drop', 'open', 'fire', 'reconnectNow', 'lateCloseOfOld'),
    { maxLength: 60 },
  );

  test.prop([steps, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])(
    'after any history: at most one timer, a close always schedules a capped retry, an open resets',
    (history, r) => {
      const h = harness(() => r);
      for (const step of history) {
        const live = h.current();
        const isLive = live.readyState === 0 || live.readyState === 1;
        if (step === 'drop' && isLive) {
          const delaysBefore = h.delays.length;
          h.drop();
          // Never silently red: every close is followed by a scheduled retry.
          expect(h.delays.length).toBe(delaysBefore + 1);
          expect(h.timers.size).toBe(1);
        } else if (step === 'open' && live.readyState === 0) {
          h.open();
          expect(h.socket.failedAttempts).toBe(0);
          expect(h.timers.size).toBe(0);
        } else if (step === 'fire' && h.timers.size > 0) {
          const before = h.sockets.length;
          h.fire();
          expect(h.sockets.length).toBe(before + 1);
        } else if (step === 'reconnectNow') {
          const before = h.sockets.length;
          const [wasOpen, wasConnecting] = [live.readyState === 1, live.readyState === 0];
          h.socket.reconnectNow();
          if (wasOpen) expect(h.sockets.length).toBe(before);
          else {
            // At once: a new socket now, no timer left waiting, a stuck attempt abandoned.
            expect(h.sockets.length).toBe(before + 1);
            expect(h.timers.size).toBe(0);
            expect(live.closed).toBe(wasConnecting);
          }
        } else if (step === 'lateCloseOfOld' && h.sockets.length > 1) {
          // A discarded socket's late close must not schedule anything or count as a failure.
          const old = h.sockets.at(-2)!;
          const [timersBefore, failedBefore] = [h.timers.size, h.socket.failedAttempts];
          old.onclose?.({});
          expect([h.timers.size, h.socket.failedAttempts]).toEqual([timersBefore, failedBefore]);
        }
        expect(h.timers.size).toBeLessThanOrEqual(1);
      }
      for (const d of h.delays) {
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(RECONNECT_POLICY.capMs);
      }
      for (const [, failed] of h.statuses) expect(failed).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 3 })])(
    'an open resets the backoff: the next delay is at most the base again',
    (failuresBefore, dropsAfter) => {
      const h = harness(() => 0.999_999);
      for (let k = 0; k < failuresBefore; k++) {
        h.drop();
        h.fire();
      }
      h.open();
      h.drop();
      expect(h.delays.at(-1)).toBeLessThanOrEqual(RECONNECT_POLICY.baseMs);
      for (let k = 0; k < dropsAfter; k++) {
        h.fire();
        h.drop();
      }
      expect(h.delays.at(-1)).toBe(reconnectCeiling(dropsAfter));
      expect(h.socket.failedAttempts).toBe(dropsAfter);
    },
  );

  test.prop([fc.integer({ min: 0, max: 30 })])(
    'reconnectNow connects immediately and restarts the backoff from the base',
    (failuresBefore) => {
      const h = harness(() => 0.999_999);
      for (let k = 0; k < failuresBefore; k++) {
        h.drop();
        h.fire();
      }
      h.drop();
      const before = h.sockets.length;
      h.socket.reconnectNow();
      expect(h.sockets.length).toBe(before + 1);
      expect(h.timers.size).toBe(0);
      expect(h.statuses.at(-1)).toEqual(['connecting', failuresBefore + 1]);
      h.drop();
      expect(h.delays.at(-1)).toBe(RECONNECT_POLICY.baseMs);
    },
  );
});
