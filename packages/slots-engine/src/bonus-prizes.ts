import { DEFAULT_BET } from './bet';

/** Balloons in the bonus layout (spec section 4). */
export const BALLOON_COUNT = 12;
/** Wrong balloons among them; the 4th wrong pop ends the bonus (spec section 4). */
export const WRONG_BALLOONS = 4;
/** Good balloons, each paying a prize. */
export const GOOD_BALLOONS = BALLOON_COUNT - WRONG_BALLOONS;

/**
 * Base prizes at the default bet of 50: 50, 55, ..., 245, equally likely (spec: "a random
 * 50-249"). Multiples of 5, so that `prize * bet / 50` is a whole number of coins at every bet
 * (bets are multiples of 10): the bonus then returns exactly the same share of the bet at every
 * bet level, with no rounding.
 */
export const BASE_PRIZES: readonly number[] = Array.from({ length: 40 }, (_, k) => 50 + 5 * k);

/** A base prize scaled to the bet, `prize * bet / 50`, an integer for every valid bet. */
export function scalePrize(basePrize: number, bet: number): number {
  return (basePrize * bet) / DEFAULT_BET;
}

/**
 * Distribution of the number of good balloons popped before the 4th wrong one, whatever order the
 * player pops in (the layout is hidden and shuffled): the last wrong balloon sits at position
 * n + 4 of a random order with probability C(n + 3, 3) / C(12, 4), n = 0..8.
 */
export function goodPopsDistribution(): number[] {
  const choose = (n: number, k: number): number => {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    return r;
  };
  const total = choose(BALLOON_COUNT, WRONG_BALLOONS);
  return Array.from(
    { length: GOOD_BALLOONS + 1 },
    (_, n) => choose(n + WRONG_BALLOONS - 1, WRONG_BALLOONS - 1) / total,
  );
}

/** Mean and second moment (in coins) of one bonus round's total at `bet`, computed exactly. */
export function bonusMoments(bet: number): {
  readonly mean: number;
  readonly secondMoment: number;
  readonly goodPops: number;
} {
  const prizes = BASE_PRIZES.map((p) => scalePrize(p, bet));
  const mu = prizes.reduce((a, b) => a + b, 0) / prizes.length;
  const prizeSecond = prizes.reduce((a, b) => a + b * b, 0) / prizes.length;
  const variance = prizeSecond - mu * mu;
  const dist = goodPopsDistribution();
  const en = dist.reduce((a, p, n) => a + p * n, 0);
  const en2 = dist.reduce((a, p, n) => a + p * n * n, 0);
  // Sum of N i.i.d. prizes, N independent of the prizes: E = E[N] mu, E[S^2] = E[N] var + E[N^2] mu^2.
  return { mean: en * mu, secondMoment: en * variance + en2 * mu * mu, goodPops: en };
}
