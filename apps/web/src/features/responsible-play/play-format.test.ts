import { describe, expect, it } from 'vitest';
import {
  describeLimit,
  formatCountdown,
  formatLocalDate,
  formatLocalTime,
  formatNet,
  formatPlayed,
  lossLine,
} from './play-format';

describe('responsible-play wording', () => {
  it('shows a UTC reset time in the player’s own zone', () => {
    const iso = '2030-01-02T00:00:00.000Z';
    expect(formatLocalTime(iso, { timeZone: 'UTC' })).toBe('Wed 2 Jan, 00:00');
    expect(formatLocalTime(iso, { timeZone: 'America/New_York' })).toBe('Tue 1 Jan, 19:00');
    expect(formatLocalTime(iso, { timeZone: 'Asia/Tokyo' })).toBe('Wed 2 Jan, 09:00');
    expect(formatLocalDate('2030-07-01T10:00:00.000Z', { timeZone: 'UTC' })).toBe(
      'Mon 1 Jul 2030, 10:00',
    );
  });
  it('counts down in days, hours, minutes and seconds, never showing zero early', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(7 * 86_400_000 - 1000)).toBe('6d 23:59:59');
  });
  it('says how long the player has played and how the session stands', () => {
    expect(formatPlayed(59_999)).toBe('0 minutes');
    expect(formatPlayed(15 * 60_000)).toBe('15 minutes');
    expect(formatPlayed(60 * 60_000)).toBe('1 hour');
    expect(formatPlayed(121 * 60_000)).toBe('2 hours 1 minute');
    expect(formatNet(-300)).toBe('−300 coins');
    expect(formatNet(1200)).toBe('+1,200 coins');
    expect(formatNet(0)).toBe('even');
  });
  it('names every limit value', () => {
    expect(describeLimit('dailyLossLimit', 1000)).toBe('1,000 coins');
    expect(describeLimit('weeklyLossLimit', null)).toBe('No limit');
    expect(describeLimit('sessionMinutes', 90)).toBe('90 minutes');
    expect(describeLimit('realityCheckMinutes', 15)).toBe('Every 15 minutes');
    expect(describeLimit('realityCheckMinutes', null)).toBe('Off');
  });
  it('says the net loss against the limit, a gain, or nothing at all (never "-0 coins")', () => {
    expect(lossLine(300, 1000, 'today')).toBe('Net loss today: 300 of 1,000 coins');
    expect(lossLine(300, null, 'this week')).toBe('Net loss this week: 300 coins');
    expect(lossLine(-200, 1000, 'today')).toBe('You are 200 coins ahead today');
    expect(lossLine(0, null, 'today')).toBe('Nothing lost or won today');
    expect(lossLine(-0, null, 'today')).toBe('Nothing lost or won today');
  });
});
