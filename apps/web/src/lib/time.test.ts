import { describe, expect, it } from 'vitest';
import {
  claimRemainingMs,
  formatDuration,
  formatMmSs,
  timeAgo,
  waveElapsedMs,
  msUntil,
} from './time';

const T0 = Date.parse('2026-01-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('formatMmSs', () => {
  it.each([
    [0, '00:00'],
    [999, '00:01'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [3_599_000, '59:59'],
    [-5, '00:00'],
  ])('%i ms -> %s', (ms, text) => expect(formatMmSs(ms)).toBe(text));
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [65_000, '1:05'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [4 * 3_600_000 - 1000, '3:59:59'],
  ])('%i ms -> %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('claimRemainingMs', () => {
  it('is ready when never claimed', () => expect(claimRemainingMs(null, T0)).toBe(0));
  it('counts down one hour from the last claim', () =>
    expect(claimRemainingMs(iso(T0 - 15 * 60_000), T0)).toBe(45 * 60_000));
  it('is ready once the hour has passed', () =>
    expect(claimRemainingMs(iso(T0 - 61 * 60_000), T0)).toBe(0));
  it('treats an unreadable timestamp as ready', () =>
    expect(claimRemainingMs('garbage', T0)).toBe(0));
});

describe('wave timers', () => {
  it('counts down to the end time and stops at zero', () => {
    expect(msUntil(iso(T0 + 4 * 3_600_000), T0)).toBe(4 * 3_600_000);
    expect(msUntil(iso(T0 - 3_600_000), T0)).toBe(0);
    expect(msUntil('garbage', T0)).toBe(0);
  });
  it('measures the elapsed time, never negative', () => {
    expect(waveElapsedMs(iso(T0 - 90_000), T0)).toBe(90_000);
    expect(waveElapsedMs(iso(T0 + 5000), T0)).toBe(0);
  });
});

describe('timeAgo', () => {
  it.each([
    [0, 'now'],
    [59_000, 'now'],
    [60_000, '1m ago'],
    [59 * 60_000, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000 + 59 * 60_000, '23h ago'],
  ])('%i ms ago -> %s', (ago, text) => expect(timeAgo(iso(T0 - ago), T0)).toBe(text));
  it('shows a date from 24 hours on', () =>
    expect(timeAgo(iso(T0 - 3 * 86_400_000), T0, 'en-GB')).toBe('29 Dec 2025'));
  it('says now for a timestamp slightly in the future', () =>
    expect(timeAgo(iso(T0 + 3000), T0)).toBe('now'));
});
