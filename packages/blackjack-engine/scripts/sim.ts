// Simulation CLI: the expected return of hit/stand-only play and of full basic strategy, from
// seeded hands dealt by the engine's own card order and rule functions (src/lean-simulation.ts).
// Usage: pnpm --filter @coinwave/blackjack-engine sim [-- --hands 10000000 --seed coinwave]
import { createSeededRng } from '@coinwave/game-core';
import { parseArgs } from 'node:util';
import type { StrategyMode } from '../src/basic-strategy';
import { LeanDeck, simulateHand } from '../src/lean-simulation';

// Exact house edges for hit/stand-only play under these rules (figures quoted in issue 4).
const EXACT_EDGE_TOTAL_BASED = 0.0197;
const EXACT_EDGE_COMPOSITION = 0.0193;

interface Summary {
  readonly mode: StrategyMode;
  readonly hands: number;
  readonly mean: number;
  readonly standardError: number;
  readonly seconds: number;
}

function run(mode: StrategyMode, hands: number, seed: string): Summary {
  const started = performance.now();
  const deck = new LeanDeck(createSeededRng(`${seed}:${mode}`));
  let sum = 0;
  let sumSquares = 0;
  for (let k = 0; k < hands; k++) {
    const net = simulateHand(deck, mode);
    sum += net;
    sumSquares += net * net;
  }
  const mean = sum / hands;
  const variance = (sumSquares - hands * mean * mean) / (hands - 1);
  return {
    mode,
    hands,
    mean,
    standardError: Math.sqrt(variance / hands),
    seconds: (performance.now() - started) / 1000,
  };
}

const pct = (x: number, digits = 3): string => `${(x * 100).toFixed(digits)}%`;

function report(s: Summary): void {
  console.log(
    `${s.mode.padEnd(9)} ${s.hands.toLocaleString('en-US')} hands  return ${pct(s.mean)} ± ${pct(s.standardError)} (1 SE)  house edge ${pct(-s.mean)}  [${s.seconds.toFixed(1)} s]`,
  );
}

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'), // pnpm passes its separator through
  options: {
    hands: { type: 'string', default: '10000000' },
    seed: { type: 'string', default: 'coinwave-blackjack' },
  },
});
const hands = Number(values.hands);
if (!Number.isSafeInteger(hands) || hands < 2)
  throw new Error(`--hands must be an integer >= 2, got ${values.hands}`);

console.log(
  `Blackjack simulation: one fresh 52-card deck per hand, dealer stands on soft 17, natural 3:2, seed '${values.seed}'`,
);
const hitStand = run('hit-stand', hands, values.seed);
report(hitStand);
const basic = run('basic', hands, values.seed);
report(basic);

for (const [label, exact] of [
  ['total-based', EXACT_EDGE_TOTAL_BASED],
  ['composition-dependent', EXACT_EDGE_COMPOSITION],
] as const) {
  const z = (-hitStand.mean - exact) / hitStand.standardError;
  const verdict = Math.abs(z) <= 3 ? 'AGREES' : 'DISAGREES';
  console.log(
    `hit/stand edge vs exact ${label} ${pct(exact, 2)}: ${z >= 0 ? '+' : ''}${z.toFixed(2)} SE -> ${verdict} (within 3 SE)`,
  );
}
if (Math.abs((-hitStand.mean - EXACT_EDGE_TOTAL_BASED) / hitStand.standardError) > 3)
  process.exitCode = 1;
