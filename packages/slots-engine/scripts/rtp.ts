// The slots par sheet: exact figures from the strips, checked against a seeded simulation.
// Run: pnpm --filter @coinwave/slots-engine rtp [-- --spins 10000000 --bet 50 --seed coinwave-rtp]
// Exits 1 when any simulated figure is more than 3 standard errors from the exact one.
import { createSeededRng } from '@coinwave/game-core';
import { popBalloon, startBonus, type BonusState } from '../src/bonus';
import { fastSpin } from '../src/fast-spin';
import { exactRtp } from '../src/rtp';
import { BET_LEVELS, betLevelTable, parSheetTable, pct } from './par-sheet-format';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const spins = Number(option('spins', '10000000'));
const bet = Number(option('bet', '50'));
const seed = option('seed', 'coinwave-rtp');

/** Plays a bonus to the end, popping balloons in id order (the order cannot matter: the layout is hidden). */
function playBonus(state: BonusState): number {
  let current = state;
  for (let id = 0; current.phase === 'popping'; id++) {
    const popped = popBalloon(current, id);
    if (!popped.ok) throw new Error(`bonus refused pop ${id}: ${popped.error}`);
    current = popped.state;
  }
  return current.totalWin;
}

const sheets = BET_LEVELS.map((b) => exactRtp(b));
const exact = exactRtp(bet);
console.log(
  `Exact par sheet at bet ${bet} (all ${exact.reelLengths.join(' x ')} = ${exact.cycle} stop combinations; bonus exact)\n`,
);
console.log(parSheetTable(exact));
console.log('\nExact figures by bet level (prizes scaled exactly, so they agree)\n');
console.log(betLevelTable(sheets));

const rng = createSeededRng(seed);
let sum = 0;
let sumSq = 0;
let linesSum = 0;
let linesSq = 0;
let bonusSum = 0;
let bonusSq = 0;
let hits = 0;
let bonuses = 0;
const started = process.hrtime.bigint();
for (let k = 0; k < spins; k++) {
  const outcome = fastSpin(rng);
  const lines = (outcome >>> 1) * bet;
  let win = lines;
  if (outcome & 1) {
    bonuses++;
    const bonusWin = playBonus(startBonus(bet, rng)) / bet;
    bonusSum += bonusWin;
    bonusSq += bonusWin * bonusWin;
    win += bonusWin * bet;
  }
  if (win > 0) hits++;
  const x = win / bet;
  sum += x;
  sumSq += x * x;
  linesSum += lines / bet;
  linesSq += (lines / bet) ** 2;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

const mean = sum / spins;
const linesMean = linesSum / spins;
const bonusMean = bonusSum / spins;
const sampleSe = (mean: number, sq: number): number =>
  Math.sqrt((sq / spins - mean * mean) / spins);
const checks: [string, number, number, number][] = [
  // name, simulated, exact, standard error of the simulated figure
  ['Total RTP', mean, exact.totalRtp, exact.stdDev / Math.sqrt(spins)],
  ['Lines RTP', linesMean, exact.linesRtp, sampleSe(linesMean, linesSq)],
  ['Bonus RTP', bonusMean, exact.bonusRtp, sampleSe(bonusMean, bonusSq)],
  [
    'Hit frequency',
    hits / spins,
    exact.hitFrequency,
    Math.sqrt((exact.hitFrequency * (1 - exact.hitFrequency)) / spins),
  ],
  [
    'Bonus frequency',
    bonuses / spins,
    exact.bonusFrequency,
    Math.sqrt((exact.bonusFrequency * (1 - exact.bonusFrequency)) / spins),
  ],
];
console.log(
  `\nSimulation: ${spins} spins at bet ${bet}, seed '${seed}', ${(spins / seconds / 1e6).toFixed(2)} M spins/s\n`,
);
console.log('| figure | simulated | exact | standard error | z |');
console.log('|---|---|---|---|---|');
let failed = false;
for (const [name, simulated, expected, se] of checks) {
  const z = (simulated - expected) / se;
  if (!(Math.abs(z) <= 3)) failed = true;
  console.log(`| ${name} | ${pct(simulated)} | ${pct(expected)} | ${pct(se)} | ${z.toFixed(2)} |`);
}
console.log(
  `\nStd dev of one spin: simulated ${Math.sqrt(sumSq / spins - mean * mean).toFixed(4)}, exact ${exact.stdDev.toFixed(4)}`,
);
console.log(
  failed
    ? '\nFAIL: a figure is more than 3 standard errors from the exact value.'
    : '\nOK: every figure within 3 standard errors.',
);
process.exitCode = failed ? 1 : 0;
