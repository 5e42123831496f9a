// Spins per second on one core. Run: pnpm --filter @coinwave/slots-engine bench
// Each row runs in its own Node process (so one RNG's shape cannot deoptimise another row's
// call sites) and reports the median of 5 one-second rounds, which tames a noisy shared machine.
// The RNG is measured apart from the rules: the production RNG (seedrandom's ARC4 behind
// `randomInt`) and a trivial xorshift32 stand-in that isolates the cost of the slot rules.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSeededRng, randomInt, type Rng } from '@coinwave/game-core';
import { fastSpin } from '../src/fast-spin';
import { spin } from '../src/spin';

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

const arc4 = createSeededRng('bench');
const CASES: Record<string, [label: string, body: () => number]> = {
  rng: [
    'RNG only: 5 x randomInt(ARC4, 32), one spin of draws',
    () => {
      let s = 0;
      for (let r = 0; r < 5; r++) s += randomInt(arc4, 32);
      return s;
    },
  ],
  fast: ['fast spin, ARC4 RNG (simulation path, rtp CLI)', () => fastSpin(arc4)],
  rules: [
    'fast spin, xorshift RNG (rules, near-free RNG)',
    (() => {
      const rng = xorshift(2463534242);
      return () => fastSpin(rng);
    })(),
  ],
  spin: ['public spin(50, rng), JSON result, ARC4 RNG', () => spin(50, arc4).totalWin],
};

/** Median calls per second of `body` over 5 rounds of about one second each. */
function measure(body: () => number): number {
  let sink = 0;
  for (let k = 0; k < 300_000; k++) sink += body(); // warm up the JIT
  const rates: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = process.hrtime.bigint();
    let calls = 0;
    let elapsed = 0;
    while (elapsed < 1) {
      for (let k = 0; k < 50_000; k++) sink += body();
      calls += 50_000;
      elapsed = Number(process.hrtime.bigint() - start) / 1e9;
    }
    rates.push(calls / elapsed);
  }
  if (sink === -1) console.log(''); // keep `sink` alive
  return rates.sort((a, b) => a - b)[2]!;
}

const only = process.argv[2];
if (only !== undefined) {
  process.stdout.write(String(measure(CASES[only]![1])));
} else {
  const self = fileURLToPath(import.meta.url);
  const rate = (name: string): number =>
    Number(execFileSync(process.execPath, [...process.execArgv, self, name], { encoding: 'utf8' }));
  console.log('slots-engine benchmark: one process per row, median of 5 one-second rounds');
  const rates: Record<string, number> = {};
  for (const [name, [label]] of Object.entries(CASES)) {
    rates[name] = rate(name);
    console.log(
      `${label.padEnd(52)} ${(rates[name]! / 1e6).toFixed(2).padStart(6)} M/s  ${(1e9 / rates[name]!).toFixed(0).padStart(5)} ns`,
    );
  }
}
