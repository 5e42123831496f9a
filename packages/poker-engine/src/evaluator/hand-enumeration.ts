import { ALL_CODES } from './card-code';
import { strength7 } from './hand-evaluator';
import { CATEGORY_OF_STRENGTH } from './hand-tables';

/**
 * The textbook counts of all C(52,7) = 133,784,560 seven-card hands by best-five category,
 * indexed by category (1 High Card .. 10 Royal Flush; the straight-flush count excludes royals).
 */
export const SEVEN_CARD_CATEGORY_COUNTS: readonly number[] = [
  0, 23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848,
  37_260, 4_324,
];

/** Classifies every seven-card hand with `strength7` and counts them by category (index 0 unused). */
export function countSevenCardCategories(): number[] {
  // Local aliases: module wrappers (vitest, tsx) turn imports into property reads that block inlining.
  const evaluate = strength7;
  const categoryOf = CATEGORY_OF_STRENGTH;
  const c = ALL_CODES;
  const tally = new Float64Array(11);
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
                tally[categoryOf[evaluate(ca, cb, cd, ce, cf, cg, c[h]!)]!]! += 1;
            }
          }
        }
      }
    }
  }
  return Array.from(tally);
}
