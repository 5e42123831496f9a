import type { LuckPoint } from '@coinwave/api-contract';
import { formatCount } from '../../lib/format';

/** A return as a percentage with two decimals ('95.50%'), or '—' before any stake. */
export function percent(x: number | null): string {
  return x === null ? '—' : `${(x * 100).toFixed(2)}%`;
}

/** Standard deviations with a sign and two decimals ('+1.20σ', '−0.35σ'), or '—'. */
export function sigmas(z: number | null): string {
  if (z === null) return '—';
  const text = Math.abs(z).toFixed(2);
  if (Number(text) === 0) return '0.00σ';
  return `${z > 0 ? '+' : '−'}${text}σ`;
}

/** Coins, rounded to whole coins with separators; signed when asked ('+1,200', '−35'). */
export function coins(n: number, signed = false): string {
  const whole = Math.round(n);
  const text = formatCount(Math.abs(whole));
  if (whole < 0) return `−${text}`;
  return signed && whole > 0 ? `+${text}` : text;
}

/** Where everything of the chart goes, in SVG units. */
export interface ChartGeometry {
  width: number;
  height: number;
  /** The plot area. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The actual net, the expected net, and the bands of ±1σ and ±2σ around it. */
  netPath: string;
  expectedPath: string;
  band1: string;
  band2: string;
  zeroY: number;
  /** Labels of the y axis: its top, zero and bottom values (each once) with their positions. */
  yTicks: Array<{ y: number; value: number }>;
  /** The last round charted (the x axis runs from 0 to it). */
  lastRound: number;
}

const r = (n: number) => Math.round(n * 10) / 10;

/**
 * The chart's shapes for `points` (cumulative, after rounds 1..n; the chart starts at 0 before the
 * first): x is the round, y the coins; the y range covers the net, the ±2σ band and zero.
 */
export function chartGeometry(
  points: readonly LuckPoint[],
  width = 640,
  height = 260,
): ChartGeometry {
  const left = 64;
  const right = width - 12;
  const top = 12;
  const bottom = height - 24;
  const all = [{ round: 0, net: 0, expectedNet: 0, stdDev: 0 }, ...points];
  const lastRound = Math.max(1, all.at(-1)!.round);
  let lo = 0;
  let hi = 0;
  for (const p of all) {
    lo = Math.min(lo, p.net, p.expectedNet - 2 * p.stdDev);
    hi = Math.max(hi, p.net, p.expectedNet + 2 * p.stdDev);
  }
  if (hi === lo) hi = lo + 1;
  const pad = (hi - lo) * 0.05;
  lo -= pad;
  hi += pad;
  const x = (round: number) => r(left + ((right - left) * round) / lastRound);
  const y = (value: number) => r(bottom - ((bottom - top) * (value - lo)) / (hi - lo));
  const line = (value: (p: LuckPoint) => number) =>
    all.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.round)},${y(value(p))}`).join(' ');
  const band = (k: number) => {
    const upper = all.map((p) => `${x(p.round)},${y(p.expectedNet + k * p.stdDev)}`);
    const lower = [...all].reverse().map((p) => `${x(p.round)},${y(p.expectedNet - k * p.stdDev)}`);
    return `M${upper.join(' L')} L${lower.join(' L')} Z`;
  };
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    netPath: line((p) => p.net),
    expectedPath: line((p) => p.expectedNet),
    band1: band(1),
    band2: band(2),
    zeroY: y(0),
    // Without rounds the bottom is zero itself: one label for a value, not two on top of each other.
    yTicks: [...new Set([hi - pad, 0, lo + pad])].map((value) => ({ y: y(value), value })),
    lastRound,
  };
}

/** Up to `count` points evenly spread over the chart (the last always), for its table. */
export function tableRows(points: readonly LuckPoint[], count = 10): LuckPoint[] {
  if (points.length <= count) return [...points];
  const picked = new Set<number>();
  for (let k = 1; k <= count; k++) picked.add(Math.ceil((k * points.length) / count) - 1);
  return [...picked].sort((a, b) => a - b).map((i) => points[i]!);
}
