// `pnpm --filter @coinwave/poker-engine enumerate`: classifies all C(52,7) = 133,784,560 seven-card
// hands with strength7 and checks the textbook category counts (straight flush 37,260 excludes the
// 4,324 royal flushes; 41,584 together). Exits 1 on any mismatch.
import { ALL_CODES } from '../src/evaluator/card-code';
import { CATEGORY_OF_STRENGTH } from '../src/evaluator/hand-tables';
import { HAND_NAMES, strength7 } from '../src/index';

const EXPECTED = [
  0, 23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848,
  37_260, 4_324,
];

const started = performance.now();
const counts = new Float64Array(11);
const c = ALL_CODES;
for (let a = 0; a < 46; a++) {
  const ca = c[a]!;
  for (let b = a + 1; b < 47; b++) {
    const cb = c[b]!;
    for (let d = b + 1; d < 48; d++) {
      const cd = c[d]!;
      for (let e = d + 1; e < 49; e++) {
        const ce = c[e]!;
        for (let f = e + 1; f < 50; f++) {
          const cf = c[f]!;
          for (let g = f + 1; g < 51; g++) {
            const cg = c[g]!;
            for (let h = g + 1; h < 52; h++)
              counts[CATEGORY_OF_STRENGTH[strength7(ca, cb, cd, ce, cf, cg, c[h]!)]!]! += 1;
          }
        }
      }
    }
  }
}
const seconds = (performance.now() - started) / 1000;
let total = 0;
let ok = true;
for (let cat = 10; cat >= 1; cat--) {
  const n = counts[cat]!;
  total += n;
  const match = n === EXPECTED[cat];
  ok &&= match;
  console.log(
    `${HAND_NAMES[cat]!.padEnd(16)} ${n.toLocaleString('en-US').padStart(12)}  ${match ? 'ok' : `EXPECTED ${EXPECTED[cat]!.toLocaleString('en-US')}`}`,
  );
}
console.log(
  `${'Total'.padEnd(16)} ${total.toLocaleString('en-US').padStart(12)}  ${total === 133_784_560 ? 'ok' : 'EXPECTED 133,784,560'}`,
);
console.log(`${seconds.toFixed(1)} s (${(total / seconds / 1e6).toFixed(1)} M hands/s)`);
if (!ok || total !== 133_784_560) process.exit(1);
