import { randomInt, type Card, type Rng } from '@coinwave/game-core';
import { ALL_CODES, encodeCard } from '../evaluator/card-code';
import { strength7 } from '../evaluator/hand-evaluator';

/** The production number of Monte Carlo run-outs per house decision. */
export const DEFAULT_RUNOUTS = 10_000;

/**
 * The house's equity (win = 1, tie = 1/2) against one uniformly random unknown hand, by Monte
 * Carlo: each run-out deals the opponent two cards and completes the board from the cards the
 * house cannot see, drawn with the passed Rng (unbiased `randomInt`), so the same Rng position
 * gives the same estimate. Only the house's own cards and the public board go in.
 */
export function estimateEquity(
  hole: readonly Card[],
  board: readonly Card[],
  runouts: number,
  rng: Rng,
): number {
  if (hole.length !== 2 || board.length > 5 || !Number.isInteger(runouts) || runouts < 1) {
    throw new RangeError(
      'estimateEquity: need 2 hole cards, at most 5 board cards and runouts >= 1',
    );
  }
  const known = [...hole, ...board].map(encodeCard);
  const unseen = ALL_CODES.filter((code) => !known.includes(code));
  const missing = 5 - board.length;
  const need = 2 + missing;
  const fixed = board.map(encodeCard);
  const h0 = known[0] as number;
  const h1 = known[1] as number;
  const n = unseen.length;
  const drawn = new Array<number>(need);
  // The 7-card slots: b[0..4] is the completed board.
  const b = [...fixed, 0, 0, 0, 0, 0].slice(0, 5);
  let score = 0;
  for (let run = 0; run < runouts; run++) {
    // Partial Fisher-Yates: the first `need` slots of `unseen` become a uniform random draw.
    for (let i = 0; i < need; i++) {
      const j = i + randomInt(rng, n - i);
      const card = unseen[j] as number;
      unseen[j] = unseen[i] as number;
      unseen[i] = card;
      drawn[i] = card;
    }
    for (let i = 0; i < missing; i++) b[board.length + i] = drawn[2 + i] as number;
    const b0 = b[0] as number;
    const b1 = b[1] as number;
    const b2 = b[2] as number;
    const b3 = b[3] as number;
    const b4 = b[4] as number;
    const mine = strength7(h0, h1, b0, b1, b2, b3, b4);
    const theirs = strength7(drawn[0] as number, drawn[1] as number, b0, b1, b2, b3, b4);
    score += mine > theirs ? 2 : mine === theirs ? 1 : 0;
  }
  return score / (2 * runouts);
}
