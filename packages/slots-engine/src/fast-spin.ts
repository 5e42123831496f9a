import type { Rng } from '@coinwave/game-core';
import { MIN_RUN } from './paytable';
import { isBonusRun, lineRun, PAY } from './line-eval';
import { PAYLINES } from './paylines';
import { REELS, drawStops } from './spin';

const LINE_COUNT = PAYLINES.length;
const [L0, L1, L2] = REELS.lengths as [number, number, number];
const scratch: number[] = [0, 0, 0, 0, 0];

/**
 * For every stop combination of reels 1-3, the bit mask of the lines that already show 3 equal
 * symbols there: the only lines that can pay. Built with `lineRun` itself, so it adds no rule.
 */
const OPEN_LINES: Uint16Array = (() => {
  const table = new Uint16Array(L0 * L1 * L2);
  const stops = [0, 0, 0, 0, 0];
  for (let s0 = 0; s0 < L0; s0++) {
    for (let s1 = 0; s1 < L1; s1++) {
      for (let s2 = 0; s2 < L2; s2++) {
        stops[0] = s0;
        stops[1] = s1;
        stops[2] = s2;
        let mask = 0;
        for (let line = 0; line < LINE_COUNT; line++)
          if ((lineRun(REELS, stops, line) & 7) >= MIN_RUN) mask |= 1 << line;
        table[(s0 * L1 + s1) * L2 + s2] = mask;
      }
    }
  }
  return table;
})();

/**
 * Allocation-free spin for simulations and benchmarks (not exported from the package): the same
 * draws (`drawStops`) and the same line rule (`lineRun`, PAY) as `spin`, evaluated only on the
 * lines whose first three symbols match. Returns `2 * (sum of line multipliers) + (1 if the bonus
 * triggered)`; multiply the multipliers by the bet for coins.
 */
export function fastSpin(rng: Rng): number {
  const stops = drawStops(rng, scratch);
  let open = OPEN_LINES[
    ((stops[0] as number) * L1 + (stops[1] as number)) * L2 + (stops[2] as number)
  ] as number;
  let multiplier = 0;
  let triggered = 0;
  while (open !== 0) {
    const line = 31 - Math.clz32(open);
    open ^= 1 << line;
    const run = lineRun(REELS, stops, line);
    multiplier += PAY[(run >>> 3) * 6 + (run & 7)] as number;
    if (isBonusRun(run)) triggered = 1;
  }
  return multiplier * 2 + triggered;
}
