import type { LuckChart as LuckChartData } from '@coinwave/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { chartGeometry, coins, tableRows } from './luck-format';
import { formatCount } from '../../lib/format';

export interface LuckChartProps {
  chart: LuckChartData;
  /** All the player's rounds (the chart may cover only the latest). */
  totalRounds: number;
}

/**
 * The player's net result over their rounds against what the games' math expects, in plain SVG:
 * the expected net (dashed), bands of one and two standard deviations around it (where ordinary
 * luck lands), and the actual net (solid). A summary names it for screen readers and a table
 * gives its figures.
 */
export function LuckChart({ chart, totalRounds }: LuckChartProps) {
  const id = useId();
  // Drawn at the width it is shown at, so its labels keep their size on a phone.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const g = chartGeometry(chart.points, Math.max(280, width), width < 480 ? 220 : 260);
  const last = chart.points.at(-1);
  const scope =
    chart.rounds < totalRounds
      ? `your latest ${formatCount(chart.rounds)} rounds (of ${formatCount(totalRounds)})`
      : `your ${formatCount(chart.rounds)} round${chart.rounds === 1 ? '' : 's'}`;
  const summary = last
    ? `Over ${scope}, your net result is ${coins(last.net, true)} coins against an expected ${coins(last.expectedNet, true)}; ordinary luck lies between ${coins(last.expectedNet - 2 * last.stdDev, true)} and ${coins(last.expectedNet + 2 * last.stdDev, true)}.`
    : 'No rounds to chart yet.';
  return (
    <figure className="m-0 flex flex-col gap-2" data-testid="luck-chart">
      <figcaption id={`${id}-title`} className="font-display text-base font-semibold text-foam">
        Net result against expectation
      </figcaption>
      <div ref={box}>
        <svg
          viewBox={`0 0 ${g.width} ${g.height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block h-auto w-full rounded-xl border border-white/10 bg-abyss/50"
        >
          <desc id={`${id}-desc`}>{summary}</desc>
          <path d={g.band2} fill="rgb(127 224 210 / 0.10)" />
          <path d={g.band1} fill="rgb(127 224 210 / 0.18)" />
          <line
            x1={g.left}
            x2={g.right}
            y1={g.zeroY}
            y2={g.zeroY}
            stroke="rgb(230 247 251 / 0.35)"
            strokeWidth={1}
          />
          {g.yTicks.map((t) => (
            <text
              key={t.value}
              x={g.left - 8}
              y={t.y + 4}
              textAnchor="end"
              fontSize={12}
              fill="rgb(230 247 251 / 0.75)"
            >
              {coins(t.value, true)}
            </text>
          ))}
          <text x={g.left} y={g.height - 6} fontSize={12} fill="rgb(230 247 251 / 0.75)">
            start
          </text>
          <text
            x={g.right}
            y={g.height - 6}
            textAnchor="end"
            fontSize={12}
            fill="rgb(230 247 251 / 0.75)"
          >
            round {formatCount(g.lastRound)}
          </text>
          <path
            d={g.expectedPath}
            fill="none"
            stroke="#f5c542"
            strokeWidth={2}
            strokeDasharray="6 5"
          />
          <path d={g.netPath} fill="none" stroke="#7fe0d2" strokeWidth={2.5} />
        </svg>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-foam/80" aria-label="Legend">
        <li className="ml-0! flex list-none! items-center gap-1.5">
          <span className="inline-block h-0.5 w-5 bg-seaglass" aria-hidden="true" /> Your net result
        </li>
        <li className="ml-0! flex list-none! items-center gap-1.5">
          <span
            className="inline-block w-5 border-t-2 border-dashed border-coin"
            aria-hidden="true"
          />{' '}
          Expected by the odds
        </li>
        <li className="ml-0! flex list-none! items-center gap-1.5">
          <span className="inline-block h-3 w-5 rounded-sm bg-seaglass/25" aria-hidden="true" />{' '}
          Ordinary luck (within 1 and 2 standard deviations)
        </li>
      </ul>
      <p data-testid="luck-chart-summary" className="text-sm text-foam/85">
        {summary}
      </p>
      {chart.points.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-seaglass">
            The chart&apos;s figures as a table
          </summary>
          <table className="mt-2 w-full border-collapse text-left text-xs tabular-nums [&_td]:py-1 [&_td]:pr-3 [&_th]:py-1 [&_th]:pr-3">
            <thead className="text-foam/70">
              <tr>
                <th scope="col">After round</th>
                <th scope="col">Your net</th>
                <th scope="col">Expected</th>
                <th scope="col">Ordinary range (±2σ)</th>
              </tr>
            </thead>
            <tbody>
              {tableRows(chart.points).map((p) => (
                <tr key={p.round}>
                  <th scope="row" className="font-normal">
                    {formatCount(p.round)}
                  </th>
                  <td>{coins(p.net, true)}</td>
                  <td>{coins(p.expectedNet, true)}</td>
                  <td>
                    {coins(p.expectedNet - 2 * p.stdDev, true)} to{' '}
                    {coins(p.expectedNet + 2 * p.stdDev, true)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
