import type { LimitField, RestrictionPeriod } from '@coinwave/api-contract';
import { formatCoins } from '../../lib/format';

// The words and times of responsible play. Times come from the server in UTC and are shown in the
// player's own time zone (`timeZone` is for tests and stories).

export interface TimeOptions {
  locale?: string;
  timeZone?: string;
}

/** One formatter per locale, time zone and year-or-not: building one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

function timeFormat({ locale = 'en-GB', timeZone }: TimeOptions, withYear: boolean) {
  const key = `${locale}|${timeZone ?? ''}|${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: withYear ? 'numeric' : undefined,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

function formatTime(iso: string, options: TimeOptions, withYear: boolean): string {
  const parts = timeFormat(options, withYear).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('weekday')} ${part('day')} ${part('month')}${withYear ? ` ${part('year')}` : ''}`;
  return `${date}, ${part('hour')}:${part('minute')}`;
}

/** 'Fri 2 Jan, 00:00' in the player's time zone. */
export function formatLocalTime(iso: string, options: TimeOptions = {}): string {
  return formatTime(iso, options, false);
}

/** 'Fri 2 Jan 2026, 00:00': for dates that may be months away. */
export function formatLocalDate(iso: string, options: TimeOptions = {}): string {
  return formatTime(iso, options, true);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown: '2d 03:04:05', or '03:04:05' under a day; rounded up so it never shows 0 early. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Time played: '15 minutes', '1 hour', '1 hour 5 minutes' (whole minutes, rounded down). */
export function formatPlayed(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (h === 0) return unit(m, 'minute');
  return m === 0 ? unit(h, 'hour') : `${unit(h, 'hour')} ${unit(m, 'minute')}`;
}

/** A session's net result: '+1,200 coins', '−300 coins', 'even'. */
export function formatNet(net: number): string {
  if (net === 0) return 'even';
  return `${net > 0 ? '+' : '−'}${formatCoins(Math.abs(net))} coins`;
}

/** The name of each limit, as the settings and the pending list say it. */
export const LIMIT_LABELS: Record<LimitField, string> = {
  dailyLossLimit: 'Daily loss limit',
  weeklyLossLimit: 'Weekly loss limit',
  sessionMinutes: 'Session time limit',
  realityCheckMinutes: 'Reality check',
};

/** A limit's value in words: '1,000 coins', 'No limit', '90 minutes', 'Every 15 minutes', 'Off'. */
export function describeLimit(field: LimitField, value: number | null): string {
  if (field === 'realityCheckMinutes') return value === null ? 'Off' : `Every ${value} minutes`;
  if (value === null) return 'No limit';
  return field === 'sessionMinutes' ? `${value} minutes` : `${formatCoins(value)} coins`;
}

/** What each period is called in the chooser and the confirmation. */
export const PERIOD_LABELS: Record<RestrictionPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  permanent: 'Permanently',
};

/** The period before a noun: 'a 7-day cool-off'. */
export const PERIOD_ADJECTIVES: Record<Exclude<RestrictionPeriod, 'permanent'>, string> = {
  '24h': '24-hour',
  '7d': '7-day',
  '30d': '30-day',
  '6m': '6-month',
};

/** 'Net loss today: 300 of 1,000 coins', 'You are 200 coins ahead today' or 'Nothing lost or won today'. */
export function lossLine(loss: number, limit: number | null, when: string): string {
  if (loss === 0) return `Nothing lost or won ${when}`;
  if (loss < 0) return `You are ${formatCoins(-loss)} coins ahead ${when}`;
  return `Net loss ${when}: ${formatCoins(loss)}${limit === null ? '' : ` of ${formatCoins(limit)}`} coins`;
}
