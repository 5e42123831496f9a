// Spins per second on one core. Run: pnpm --filter @coinwave/slots-engine bench
// Reports the engine and the RNG separately: the production RNG (seedrandom ARC4 behind
// `randomInt`) and a trivial xorshift32 stand-in that isolates the cost of the slot rules.
import { createSeededRng, randomInt, type Rng } from '@coinwave/game-core';
import { fastSpin } from '../src/fast-spin';
import { spin } from '../src/spin';

const SECONDS = Number(process.argv[2] ?? 1.5);

function xorshift(seed: number): Rng {
  let x = seed >>> 0 || 1;
  return {
    nextUint32: () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x >>> 0;
    },
  };
}

/** Runs `body` in batches for about SECONDS and returns calls per second. */
function measure(name: string, body: () => number): number {
  let sink = 0;
  for (let k = 0; k < 200_000; k++) sink += body(); // warm up the JIT
  const start = process.hrtime.bigint();
  let calls = 0;
  let elapsed = 0;
  while (elapsed < SECONDS) {
    for (let k = 0; k < 100_000; k++) sink += body();
    calls += 100_000;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  const rate = calls / elapsed;
  console.log(
    `${name.padEnd(58)} ${(rate / 1e6).toFixed(2).padStart(6)} M/s  (checksum ${sink % 1000})`,
  );
  return rate;
}

const arc4 = createSeededRng('bench');
const fast = xorshift(2463534242);
console.log(`slots-engine benchmark, one core, ${SECONDS}s per row`);
const rngOnly = measure('RNG only: 5 x randomInt(ARC4, 32) (one spin of draws)', () => {
  let s = 0;
  for (let r = 0; r < 5; r++) s += randomInt(arc4, 32);
  return s;
});
const engineOnly = measure('fast spin, xorshift RNG (engine cost)', () => fastSpin(fast));
const production = measure('fast spin, ARC4 RNG (simulation path)', () => fastSpin(arc4));
measure('public spin(): JSON result, ARC4 RNG', () => spin(50, arc4).totalWin);
measure('public spin(): JSON result, xorshift RNG', () => spin(50, fast).totalWin);
console.log(
  `per spin: RNG ${(1e9 / rngOnly).toFixed(0)} ns + rules ${(1e9 / engineOnly).toFixed(0)} ns ~ ${(1e9 / production).toFixed(0)} ns measured`,
);
