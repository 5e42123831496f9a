import type { LuckFigures, LuckPoint, LuckReport } from '@coinwave/api-contract';

// Story fixtures: a report as the API would send it for a few dozen rounds.

/** A walk of `n` rounds: an expected loss of 0.5 a round, σ 30 a round, the net a seeded zig-zag. */
export function walk(n: number, drift = 2): LuckPoint[] {
  let net = 0;
  return Array.from({ length: n }, (_, i) => {
    net += ((i * 7919) % 13) * 10 - 60 + drift;
    return { round: i + 1, net, expectedNet: -0.5 * (i + 1), stdDev: 30 * Math.sqrt(i + 1) };
  });
}

function figures(f: Partial<LuckFigures>): LuckFigures {
  return {
    rounds: 0,
    wagered: 0,
    returned: 0,
    net: 0,
    actualReturn: null,
    expectedReturned: 0,
    expectedReturn: null,
    expectedNet: 0,
    stdDev: 0,
    deviations: null,
    verdict: 'No rounds yet: play a few and your luck shows here.',
    basis: 'exact',
    ...f,
  };
}

const slots = figures({
  rounds: 12,
  wagered: 600,
  returned: 780,
  net: 180,
  actualReturn: 1.3,
  expectedReturned: 573.01,
  expectedReturn: 0.955,
  expectedNet: -26.99,
  stdDev: 601.2,
  deviations: 0.34,
  verdict: '0.3 standard deviations above expectation — ordinary luck.',
});
const roulette = figures({
  rounds: 8,
  wagered: 400,
  returned: 100,
  net: -300,
  actualReturn: 0.25,
  expectedReturned: 389.19,
  expectedReturn: 0.973,
  expectedNet: -10.81,
  stdDev: 120.4,
  deviations: -2.4,
  verdict: '2.4 standard deviations below expectation — unusually bad luck.',
});

export const REPORT: LuckReport = {
  games: [
    {
      game: 'slots',
      figures: slots,
      model:
        'Exact, from the reel strips: every spin returns 95.50% of the bet on average, with a spread of 3.47 bets per spin.',
    },
    {
      game: 'blackjack',
      figures: figures({ basis: 'simulated' }),
      model:
        'Simulated (10,000,000 hands of basic strategy): a hand returns 99.96% of its bet, with a spread of 1.15 bets. Your own decisions move your expectation.',
    },
    {
      game: 'poker',
      figures: figures({ basis: 'simulated' }),
      model:
        'Simulated (10,000 hands of a tight-aggressive player against the house): 5.45 chips lost per hand on average, with a spread of 186.7 chips. Your own decisions move your expectation.',
    },
    {
      game: 'roulette',
      figures: roulette,
      model:
        'Exact, over the 37 pockets of each spin: every bet returns 97.30%; the spread depends on your bets (5.84 per coin on a single number, 1.00 on red or black).',
    },
  ],
  total: figures({
    rounds: 20,
    wagered: 1000,
    returned: 880,
    net: -120,
    actualReturn: 0.88,
    expectedReturned: 962.2,
    expectedReturn: 0.9622,
    expectedNet: -37.8,
    stdDev: 613.1,
    deviations: -0.13,
    verdict: '0.1 standard deviations below expectation — ordinary luck.',
    basis: 'exact',
  }),
  chart: { rounds: 20, points: walk(20) },
  pending: 0,
  generatedAt: '2030-01-01T12:00:00.000Z',
};
