import { Arc4 } from './arc4';

/**
 * A source of uniformly distributed 32-bit unsigned integers. Engines receive one and never
 * create their own; the API builds it from the round's provably fair seed.
 */
export interface Rng {
  /** A uniformly distributed integer in [0, 2^32). */
  nextUint32(): number;
}

/** The internal state of a seeded Rng, plain JSON, so a multi-step round can resume. */
export interface RngState {
  readonly i: number;
  readonly j: number;
  readonly S: readonly number[];
}

/** An Rng whose position can be saved as JSON and restored with `restoreRng`. */
export interface SeededRng extends Rng {
  state(): RngState;
}

/** A deterministic Rng from a text seed (seedrandom's ARC4 generator). Same seed, same stream. */
export function createSeededRng(seed: string): SeededRng {
  return Arc4.fromSeed(seed);
}

/** Continues a seeded Rng exactly where `state()` left it. */
export function restoreRng(state: RngState): SeededRng {
  return Arc4.fromState(state);
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, n) for 1 <= n <= 2^32, without modulo bias: draws that fall in the
 * incomplete last block of size `2^32 mod n` are rejected and redrawn.
 */
export function randomInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`randomInt: n must be an integer in [1, 2^32], got ${n}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}

/** A uniform float in [0, 1) with 32 bits of resolution. */
export function randomFloat(rng: Rng): number {
  return rng.nextUint32() / TWO_POW_32;
}

/** A uniformly chosen element of a non-empty array. */
export function pick<T>(items: readonly T[], rng: Rng): T {
  if (items.length === 0) throw new RangeError('pick: empty array');
  return items[randomInt(rng, items.length)] as T;
}

/** A new array holding `items` in a uniformly random order (Fisher-Yates); the input is untouched. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
