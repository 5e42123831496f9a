export interface DateOptions {
  locale?: string;
  /** For tests; the player's own time zone otherwise. */
  timeZone?: string;
}

/**
 * When a wave ran, in the player's locale: 'Mar 3, 10:00 – 14:00' within one day, else both
 * dates ('Mar 3, 22:00 – Mar 4, 02:00'). An unreadable time gives ''.
 */
export function formatWaveSpan(
  startTime: string,
  endTime: string,
  { locale, timeZone }: DateOptions = {},
): string {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return '';
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const from = `${day.format(start)}, ${time.format(start)}`;
  const sameDay = day.format(start) === day.format(end);
  return `${from} – ${sameDay ? '' : `${day.format(end)}, `}${time.format(end)}`;
}
