import { describe, expect, it } from 'vitest';
import { formatWaveSpan } from './wave-dates';

const utc = { locale: 'en-GB', timeZone: 'UTC' };

describe('formatWaveSpan', () => {
  it('gives the date once for a wave within one day', () =>
    expect(formatWaveSpan('2026-03-03T10:00:00Z', '2026-03-03T14:00:00Z', utc)).toBe(
      '3 Mar, 10:00 – 14:00',
    ));
  it('gives both dates for a wave across midnight', () =>
    expect(formatWaveSpan('2026-03-03T22:00:00Z', '2026-03-04T02:00:00Z', utc)).toBe(
      '3 Mar, 22:00 – 4 Mar, 02:00',
    ));
  it('follows the time zone it is given', () =>
    expect(
      formatWaveSpan('2026-03-03T22:00:00Z', '2026-03-04T02:00:00Z', {
        locale: 'en-GB',
        timeZone: 'Asia/Tokyo',
      }),
    ).toBe('4 Mar, 07:00 – 11:00'));
  it('gives nothing for an unreadable time', () =>
    expect(formatWaveSpan('soon', '2026-03-04T02:00:00Z', utc)).toBe(''));
});
