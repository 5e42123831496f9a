import type { PlaySession } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { isRealityCheckDue, isSessionRunning, realityCheckDelay } from './reality-check-schedule';

const T = Date.parse('2030-01-01T12:00:00.000Z');
const MIN = 60_000;
const play = (lastRoundMin: number, nextAtMin: number | null): PlaySession => ({
  session: {
    startedAt: new Date(T).toISOString(),
    lastRoundAt: new Date(T + lastRoundMin * MIN).toISOString(),
    rounds: 3,
    net: -100,
  },
  realityCheck: {
    intervalMinutes: 15,
    nextAt: nextAtMin === null ? null : new Date(T + nextAtMin * MIN).toISOString(),
  },
});

describe('scheduling the reality check', () => {
  it('waits until nextAt while the session runs', () => {
    expect(realityCheckDelay(play(2, 15), T + 5 * MIN)).toBe(10 * MIN);
    expect(isRealityCheckDue(play(2, 15), T + 15 * MIN - 1)).toBe(false);
    expect(isRealityCheckDue(play(2, 15), T + 15 * MIN)).toBe(true);
    expect(isRealityCheckDue(play(2, 15), T + 20 * MIN)).toBe(true);
  });
  it('knows a session is over 30 minutes after its last round (then the session is read again)', () => {
    expect(isSessionRunning(play(2, 15), T + 32 * MIN - 1)).toBe(true);
    expect(isSessionRunning(play(2, 15), T + 32 * MIN)).toBe(false);
    expect(isSessionRunning(undefined, T)).toBe(false);
  });
  it('shows nothing without a session or with the check off', () => {
    expect(realityCheckDelay(play(2, null), T)).toBeNull();
    expect(
      realityCheckDelay({ session: null, realityCheck: { intervalMinutes: 60, nextAt: null } }, T),
    ).toBeNull();
    expect(realityCheckDelay(undefined, T)).toBeNull();
  });
});
