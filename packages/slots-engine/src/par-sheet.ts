import { DEFAULT_BET, assertBetAmount } from './bet';
import { bonusMoments } from './bonus-prizes';
import { BONUS_CODE, LINE_ROWS, PAY, compileReels, type CompiledReels } from './line-eval';
import { PAYLINES, REEL_COUNT, ROW_COUNT } from './paylines';
import { SYMBOLS, type SlotSymbol } from './symbols';

/** The exact figures of a set of strips at one bet. Returns are fractions of the bet. */
export interface ParSheet {
  readonly bet: number;
  /** Stops per reel; every combination of stops is equally likely. */
  readonly reelLengths: readonly number[];
  /** Number of equally likely outcomes (product of the reel lengths). */
  readonly cycle: number;
  /** Expected line wins per spin / bet. */
  readonly linesRtp: number;
  /** Expected bonus win per spin / bet. */
  readonly bonusRtp: number;
  /** linesRtp + bonusRtp. */
  readonly totalRtp: number;
  /** Probability that a spin wins anything (a paying line; a bonus always comes with one). */
  readonly hitFrequency: number;
  /** Probability that a spin triggers the bonus. */
  readonly bonusFrequency: number;
  /** 1 / bonusFrequency. */
  readonly spinsPerBonus: number;
  /** Expected total of one bonus round / bet. */
  readonly bonusMeanWin: number;
  /** Expected good pops in one bonus round. */
  readonly bonusMeanGoodPops: number;
  /** Standard deviation of one spin's return (lines + bonus) / bet. */
  readonly stdDev: number;
}

const NUM_SYMBOLS = SYMBOLS.length;
const LINES = PAYLINES.length;

/** P(symbol at row a = s and symbol at row b = t) on one reel: JOINT[((a*3+b)*7+s)*7+t]. */
function rowPairJoint(codes: Uint8Array, length: number): Float64Array {
  const joint = new Float64Array(ROW_COUNT * ROW_COUNT * NUM_SYMBOLS * NUM_SYMBOLS);
  for (let stop = 0; stop < length; stop++) {
    for (let a = 0; a < ROW_COUNT; a++) {
      for (let b = 0; b < ROW_COUNT; b++) {
        const s = codes[stop + a] as number;
        const t = codes[stop + b] as number;
        joint[((a * ROW_COUNT + b) * NUM_SYMBOLS + s) * NUM_SYMBOLS + t]! += 1 / length;
      }
    }
  }
  return joint;
}

/** Distribution of the pair of indicators [row a shows s], [row b shows t] on one reel: [p00, p01, p10, p11]. */
function indicatorPair(
  joint: Float64Array,
  a: number,
  b: number,
  s: number,
  t: number,
): [number, number, number, number] {
  const at = (x: number, y: number): number =>
    joint[((a * ROW_COUNT + b) * NUM_SYMBOLS + x) * NUM_SYMBOLS + y] as number;
  let pS = 0;
  let pT = 0;
  for (let k = 0; k < NUM_SYMBOLS; k++) {
    pS += at(s, k);
    pT += at(k, t);
  }
  const p11 = at(s, t);
  return [1 - pS - pT + p11, pT - p11, pS - p11, p11];
}

/**
 * Exact par sheet of `strips` at `bet`, enumerating every window of reels 1-3 (a line can only pay
 * when its first three symbols match, and the bonus depends on reels 1-3 only) and handling reels
 * 4-5 with their exact row-pair distributions. No simulation: every figure is a finite sum.
 */
export function computeParSheet(
  strips: readonly (readonly SlotSymbol[])[],
  bet: number = DEFAULT_BET,
): ParSheet {
  assertBetAmount(bet);
  const reels: CompiledReels = compileReels(strips);
  const [L0, L1, L2, L3, L4] = reels.lengths as [number, number, number, number, number];
  const [c0, c1, c2] = reels.codes as [Uint8Array, Uint8Array, Uint8Array];
  const joint3 = rowPairJoint(reels.codes[3] as Uint8Array, L3);
  const joint4 = rowPairJoint(reels.codes[4] as Uint8Array, L4);
  const bonus = bonusMoments(bet);
  const bonusMean = bonus.mean / bet;
  const bonusSecond = bonus.secondMoment / (bet * bet);

  // Line l's win given its first three symbols are s: m3 + d4*A + d5*A*B, A = reel 4 shows s, B = reel 5 shows s.
  const winOf = (s: number, a: number, b: number): number => PAY[s * 6 + 3 + a + a * b]!;
  const pairCache = new Float64Array(LINES * LINES * NUM_SYMBOLS * NUM_SYMBOLS).fill(Number.NaN);
  const pairMoment = (l: number, m: number, s: number, t: number): number => {
    const key = ((l * LINES + m) * NUM_SYMBOLS + s) * NUM_SYMBOLS + t;
    const cached = pairCache[key] as number;
    if (!Number.isNaN(cached)) return cached;
    const r3 = indicatorPair(
      joint3,
      LINE_ROWS[l * REEL_COUNT + 3]!,
      LINE_ROWS[m * REEL_COUNT + 3]!,
      s,
      t,
    );
    const r4 = indicatorPair(
      joint4,
      LINE_ROWS[l * REEL_COUNT + 4]!,
      LINE_ROWS[m * REEL_COUNT + 4]!,
      s,
      t,
    );
    let sum = 0;
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 4; j++) {
        sum += r3[i]! * r4[j]! * winOf(s, i >> 1, j >> 1) * winOf(t, i & 1, j & 1);
      }
    }
    pairCache[key] = sum;
    return sum;
  };

  const expectedWin = (l: number, s: number): number => {
    const pA = indicatorPair(
      joint3,
      LINE_ROWS[l * REEL_COUNT + 3]!,
      LINE_ROWS[l * REEL_COUNT + 3]!,
      s,
      s,
    )[3];
    const pB = indicatorPair(
      joint4,
      LINE_ROWS[l * REEL_COUNT + 4]!,
      LINE_ROWS[l * REEL_COUNT + 4]!,
      s,
      s,
    )[3];
    return (1 - pA) * winOf(s, 0, 0) + pA * (1 - pB) * winOf(s, 1, 0) + pA * pB * winOf(s, 1, 1);
  };

  const activeLine = new Int32Array(LINES);
  const activeSym = new Int32Array(LINES);
  let lines = 0;
  let second = 0;
  let hits = 0;
  let triggers = 0;
  let crossLinesBonus = 0;
  for (let s0 = 0; s0 < L0; s0++) {
    for (let s1 = 0; s1 < L1; s1++) {
      for (let s2 = 0; s2 < L2; s2++) {
        let active = 0;
        let triggered = false;
        for (let l = 0; l < LINES; l++) {
          const base = l * REEL_COUNT;
          const s = c0[s0 + LINE_ROWS[base]!]!;
          if (c1[s1 + LINE_ROWS[base + 1]!] === s && c2[s2 + LINE_ROWS[base + 2]!] === s) {
            activeLine[active] = l;
            activeSym[active] = s;
            active++;
            if (s === BONUS_CODE) triggered = true;
          }
        }
        if (active === 0) continue;
        hits++;
        let first = 0;
        for (let i = 0; i < active; i++) {
          first += expectedWin(activeLine[i]!, activeSym[i]!);
          for (let j = 0; j < active; j++)
            second += pairMoment(activeLine[i]!, activeLine[j]!, activeSym[i]!, activeSym[j]!);
        }
        lines += first;
        if (triggered) {
          triggers++;
          crossLinesBonus += first;
        }
      }
    }
  }

  const n = L0 * L1 * L2;
  const linesRtp = lines / n;
  const bonusFrequency = triggers / n;
  const bonusRtp = bonusFrequency * bonusMean;
  const totalRtp = linesRtp + bonusRtp;
  // E[X^2] = E[lines^2] + 2 E[lines * T] E[bonus] + P(T) E[bonus^2]; the bonus is independent of the grid.
  const secondMoment =
    second / n + (2 * crossLinesBonus * bonusMean) / n + bonusFrequency * bonusSecond;
  return {
    bet,
    reelLengths: reels.lengths,
    cycle: L0 * L1 * L2 * L3 * L4,
    linesRtp,
    bonusRtp,
    totalRtp,
    hitFrequency: hits / n,
    bonusFrequency,
    spinsPerBonus: 1 / bonusFrequency,
    bonusMeanWin: bonusMean,
    bonusMeanGoodPops: bonus.goodPops,
    stdDev: Math.sqrt(secondMoment - totalRtp * totalRtp),
  };
}
