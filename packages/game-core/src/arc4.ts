import type { RngState } from './rng';

// seedrandom's default generator (its ARC4, version 3), written out for speed: a round's Rng was
// 13 µs to make, 9 of them in seedrandom's set-up (a closure per call, the key turned into a string
// and back, the permutation mixed into its global pool). The stream is the same, bit for bit, for
// every seed and every saved state (rng.property.test.ts checks it against seedrandom itself), so
// every round ever played verifies as before.

const WIDTH = 256;
const MASK = WIDTH - 1;

/**
 * seedrandom's `mixkey`: the seed's UTF-16 code units folded into a key of at most 256 bytes (its
 * `flatten` leaves a string seed as it is). An empty seed gives the one-byte key [0].
 */
function mixKey(seed: string): Uint8Array {
  const key = new Uint8Array(Math.max(1, Math.min(seed.length, WIDTH)));
  let smear = 0;
  for (let j = 0; j < seed.length; j++) {
    smear ^= key[j & MASK]! * 19;
    key[j & MASK] = (smear + seed.charCodeAt(j)) & MASK;
  }
  return key;
}

/**
 * ARC4 keyed by `seed` with its first 256 bytes dropped, as seedrandom starts it. Its position is
 * the round's secret until the seed is revealed: kept in private fields, so it reaches JSON, a log
 * or a reply only through `state()`, as with seedrandom.
 */
export class Arc4 {
  #i = 0;
  #j = 0;
  readonly #s = new Uint8Array(WIDTH);

  private constructor() {}

  static fromSeed(seed: string): Arc4 {
    const arc4 = new Arc4();
    const s = arc4.#s;
    const key = mixKey(seed);
    for (let i = 0; i < WIDTH; i++) s[i] = i;
    for (let i = 0, j = 0; i < WIDTH; i++) {
      const t = s[i]!;
      j = (j + key[i % key.length]! + t) & MASK;
      s[i] = s[j]!;
      s[j] = t;
    }
    arc4.#skip(WIDTH);
    return arc4;
  }

  /** Continues exactly where `state()` left off; refuses a state no ARC4 could be in. */
  static fromState(state: RngState): Arc4 {
    const byte = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < WIDTH;
    if (!byte(state.i) || !byte(state.j) || state.S.length !== WIDTH || !state.S.every(byte))
      throw new RangeError('restoreRng: not an ARC4 state (i, j and 256 bytes S)');
    const arc4 = new Arc4();
    arc4.#i = state.i;
    arc4.#j = state.j;
    arc4.#s.set(state.S);
    return arc4;
  }

  /** The next output byte. */
  #next(): number {
    const s = this.#s;
    const i = (this.#i = (this.#i + 1) & MASK);
    const t = s[i]!;
    const j = (this.#j = (this.#j + t) & MASK);
    const u = s[j]!;
    s[i] = u;
    s[j] = t;
    return s[(u + t) & MASK]!;
  }

  /** Drops `count` output bytes (the swaps without the output, on locals). */
  #skip(count: number): void {
    const s = this.#s;
    let i = this.#i;
    let j = this.#j;
    for (let k = 0; k < count; k++) {
      i = (i + 1) & MASK;
      const t = s[i]!;
      j = (j + t) & MASK;
      s[i] = s[j]!;
      s[j] = t;
    }
    this.#i = i;
    this.#j = j;
  }

  /** Four output bytes, the first the most significant (seedrandom's `int32() >>> 0`). */
  nextUint32(): number {
    return ((this.#next() << 24) | (this.#next() << 16) | (this.#next() << 8) | this.#next()) >>> 0;
  }

  /** The position as plain JSON (seedrandom's `state()`: i, j and the permutation). */
  state(): RngState {
    return { i: this.#i, j: this.#j, S: Array.from(this.#s) };
  }
}
