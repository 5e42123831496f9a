import type { Rng } from '@coinwave/game-core';
import { isBonusRun, lineRun, PAY } from './line-eval';
import { PAYLINES } from './paylines';
import { REELS, drawStops } from './spin';

const LINE_COUNT = PAYLINES.length;
const scratch: number[] = [0, 0, 0, 0, 0];

/**
 * Allocation-free spin for simulations and benchmarks (not exported from the package): the same
 * draws (`drawStops`) and the same line rule (`lineRun`, PAY) as `spin`, returning only
 * `2 * (sum of line multipliers) + (1 if the bonus triggered)`. Multiply by the bet for coins.
 */
export function fastSpin(rng: Rng): number {
  const stops = drawStops(rng, scratch);
  let multiplier = 0;
  let triggered = 0;
  for (let line = 0; line < LINE_COUNT; line++) {
    const run = lineRun(REELS, stops, line);
    multiplier += PAY[((run >>> 3) * 6 + (run & 7)) as number] as number;
    if (isBonusRun(run)) triggered = 1;
  }
  return multiplier * 2 + triggered;
}
