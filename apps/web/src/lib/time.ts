import { CLAIM_INTERVAL_MS } from '@coinwave/api-contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'mm:ss' of a span, rounded up to the whole second so a countdown never shows 00:00 early. */
export function formatMmSs(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** 'h:mm:ss', or 'm:ss' under an hour (spec: the wave's Duration). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Milliseconds until the next claim opens; 0 when the claim is ready (or never claimed). */
export function claimRemainingMs(lastCoinClaim: string | null | undefined, now: number): number {
  if (!lastCoinClaim) return 0;
  const last = Date.parse(lastCoinClaim);
  if (Number.isNaN(last)) return 0;
  return Math.max(0, last + CLAIM_INTERVAL_MS - now);
}

/** Milliseconds left until `endTime` (a wave's end, as the API gives it); 0 once it has passed. */
export function msUntil(endTime: string, now: number): number {
  const end = Date.parse(endTime);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - now);
}

/** Milliseconds since a wave started (never negative, even with a skewed clock). */
export function waveElapsedMs(startTime: string, now: number): number {
  const start = Date.parse(startTime);
  return Number.isNaN(start) ? 0 : Math.max(0, now - start);
}

/** 'now', 'Nm ago' under 60 minutes, 'Nh ago' under 24 hours, otherwise a date (spec section 9). */
export function timeAgo(timestamp: string, now: number, locale?: string): string {
  const then = Date.parse(timestamp);
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return new Date(then).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
