// `pnpm bench`: evaluations per second of strength7 vs phe's 7-card evaluator on the same
// pre-generated random hands, in one run. Both are warmed up; each round times both; the median
// of the rounds is reported with the ratio. The machine is shared: compare the ratio, not rates.
import { createRequire } from 'node:module';
import { createSeededRng, randomInt } from '@coinwave/game-core';
import { ALL_CODES } from '../src/evaluator/card-code';
import { strength7 } from '../src/index';

const require = createRequire(import.meta.url);
// phe's card id is rank * 4 + suit with rank 0 = deuce, the same index ALL_CODES uses.
const phe7 = require('phe/lib/evaluator7.js') as (...cards: number[]) => number;

const HANDS = 1_000_000;
const ROUNDS = 9;
const rng = createSeededRng('coinwave-bench');
const pheCards = new Uint8Array(HANDS * 7);
const ourCards = new Uint32Array(HANDS * 7);
for (let h = 0; h < HANDS; h++) {
  const seen = new Set<number>();
  for (let j = 0; j < 7; j++) {
    let id: number;
    do id = randomInt(rng, 52);
    while (seen.has(id));
    seen.add(id);
    pheCards[h * 7 + j] = id;
    ourCards[h * 7 + j] = ALL_CODES[id]!;
  }
}

function runPhe(): number {
  let acc = 0;
  const c = pheCards;
  for (let i = 0; i < c.length; i += 7)
    acc += phe7(c[i]!, c[i + 1]!, c[i + 2]!, c[i + 3]!, c[i + 4]!, c[i + 5]!, c[i + 6]!);
  return acc;
}

function runOurs(): number {
  let acc = 0;
  const c = ourCards;
  for (let i = 0; i < c.length; i += 7)
    acc += strength7(c[i]!, c[i + 1]!, c[i + 2]!, c[i + 3]!, c[i + 4]!, c[i + 5]!, c[i + 6]!);
  return acc;
}

function rate(run: () => number): number {
  const t = performance.now();
  run();
  return HANDS / ((performance.now() - t) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Sanity: both agree on the order of every pair of consecutive hands (phe: smaller is stronger).
for (let h = 0; h + 1 < 20_000; h++) {
  const p = (k: number) => phe7(...Array.from(pheCards.subarray(k * 7, k * 7 + 7)));
  const o = (k: number) =>
    strength7(
      ...(Array.from(ourCards.subarray(k * 7, k * 7 + 7)) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ]),
    );
  if (Math.sign(p(h + 1) - p(h)) !== Math.sign(o(h) - o(h + 1)))
    throw new Error(`evaluators disagree at hand ${h}`);
}

for (let i = 0; i < 3; i++) {
  runPhe();
  runOurs();
}
const phe: number[] = [];
const ours: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  phe.push(rate(runPhe));
  ours.push(rate(runOurs));
}
const m = (x: number) => (x / 1e6).toFixed(1);
console.log(
  `7-card evaluation, ${HANDS.toLocaleString('en-US')} random hands, median of ${ROUNDS} rounds after warm-up`,
);
console.log(`  phe        ${m(median(phe))} M evals/s  (rounds ${phe.map(m).join(' ')})`);
console.log(`  strength7  ${m(median(ours))} M evals/s  (rounds ${ours.map(m).join(' ')})`);
console.log(`  ratio      ${(median(ours) / median(phe)).toFixed(2)}x`);
