// `pnpm --filter @coinwave/poker-engine enumerate`: classifies all C(52,7) = 133,784,560 seven-card
// hands with strength7 and checks the textbook category counts (straight flush 37,260 excludes the
// 4,324 royal flushes; 41,584 together). Exits 1 on any mismatch.
import {
  countSevenCardCategories,
  SEVEN_CARD_CATEGORY_COUNTS as EXPECTED,
} from '../src/evaluator/hand-enumeration';
import { HAND_NAMES } from '../src/index';

const started = performance.now();
const counts = countSevenCardCategories();
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
