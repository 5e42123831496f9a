import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ALL_CODES } from './card-code';
import { strength7, strengthOfCodes } from './hand-evaluator';
import { STRENGTH_OF_COMPOSITE } from './hand-tables';
import { referenceComposite } from './reference-evaluator';

const indices7 = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });
const indices5to7 = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 });
const fast = (ix: number[]) => {
  const [a, b, c, d, e, f, g] = ix.map((i) => ALL_CODES[i]!) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return strength7(a, b, c, d, e, f, g);
};
const reference = (ix: number[]) =>
  STRENGTH_OF_COMPOSITE.get(
    referenceComposite(
      ix.map((i) => i >> 2),
      ix.map((i) => i & 3),
    ),
  )!;
const strength = (ix: number[]) => strengthOfCodes(ix.map((i) => ALL_CODES[i]!));
const suitPermutation = fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 });

describe('evaluator properties', () => {
  test.prop([indices7], { numRuns: 3000 })(
    'the fast path agrees with the reference evaluator',
    (ix) => {
      expect(fast(ix)).toBe(reference(ix));
    },
  );

  test.prop([indices5to7, fc.context()], { numRuns: 1000 })(
    'is invariant under card order',
    (ix, ctx) => {
      const reversed = [...ix].reverse();
      ctx.log(String(ix));
      expect(strength(reversed)).toBe(strength(ix));
    },
  );

  test.prop([indices5to7, suitPermutation])(
    'is invariant under any permutation of the suits',
    (ix, perm) => {
      const renamed = ix.map((i) => (i & ~3) | perm[i & 3]!);
      expect(strength(renamed)).toBe(strength(ix));
    },
  );

  test.prop([indices5to7, indices5to7, indices5to7])(
    'orders hands as a total preorder',
    (a, b, c) => {
      const [sa, sb, sc] = [strength(a), strength(b), strength(c)];
      expect(sa >= sb || sb >= sa).toBe(true); // total
      // antisymmetric comparison (=== because equal hands give 0 one way and -0 the other)
      expect(Math.sign(sa - sb) === -Math.sign(sb - sa)).toBe(true);
      if (sa >= sb && sb >= sc) expect(sa >= sc).toBe(true); // transitive
    },
  );

  test.prop([indices7])('adding a card never weakens the best five', (ix) => {
    expect(strength(ix)).toBeGreaterThanOrEqual(strength(ix.slice(0, 6)));
    expect(strength(ix.slice(0, 6))).toBeGreaterThanOrEqual(strength(ix.slice(0, 5)));
  });
});
