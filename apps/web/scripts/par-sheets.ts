// Prints the par sheets of the four games as JSON, computed from the engine packages: the web
// build turns the output into the `virtual:par-sheets` module (vite-par-sheets.ts), so no figure
// on the fairness page is ever typed in by hand. Run by the build (and dev, tests, Storybook).
import {
  BET_OPTIONS,
  RESULT_TITLES,
  SIMULATED_RETURN as BLACKJACK,
  payoutFor,
} from '@coinwave/blackjack-engine';
import {
  BIG_BLIND,
  HAND_NAMES,
  RAISE_OPTIONS,
  SIMULATED_RETURN as POKER,
  SMALL_BLIND,
} from '@coinwave/poker-engine';
import { betTypeSheets, POCKETS } from '@coinwave/roulette-engine';
import {
  BASE_PRIZES,
  DEFAULT_BET,
  PAYLINES,
  PAYTABLE,
  SYMBOLS,
  exactRtp,
} from '@coinwave/slots-engine';
import type { ParSheets } from '../src/features/fairness/par-sheet-data';

const slots = exactRtp();
const roulette = betTypeSheets();
const straight = roulette.find((b) => b.type === 'straight')!;
const bet = BET_OPTIONS[0]!;
const sheets: ParSheets = {
  slots: {
    basis: 'exact',
    basisNote: `Exact: every one of the ${slots.cycle.toLocaleString('en-US')} stop combinations of the reel strips, and the bonus round's exact distribution.`,
    rtp: slots.totalRtp,
    hitFrequency: slots.hitFrequency,
    stdDev: slots.stdDev,
    linesRtp: slots.linesRtp,
    bonusRtp: slots.bonusRtp,
    bonusFrequency: slots.bonusFrequency,
    spinsPerBonus: slots.spinsPerBonus,
    bonusMeanWin: slots.bonusMeanWin,
    lines: PAYLINES.length,
    paytable: SYMBOLS.map((symbol) => {
      const row = PAYTABLE[symbol];
      return { symbol, pays: [row[0], row[1], row[2]] as [number, number, number] };
    }),
    balloonPrizes: {
      min: Math.min(...BASE_PRIZES),
      max: Math.max(...BASE_PRIZES),
      step: BASE_PRIZES[1]! - BASE_PRIZES[0]!,
      atBet: DEFAULT_BET,
    },
  },
  roulette: {
    basis: 'exact',
    basisNote: `Exact: every bet of each type on all ${POCKETS.length} pockets of the single-zero wheel.`,
    rtp: straight.rtp,
    // The even-money bets hit most often; a straight up least.
    hitFrequency: Math.max(...roulette.map((b) => b.hitFrequency)),
    stdDev: straight.stdDev,
    pockets: POCKETS.length,
    bets: roulette.map((b) => ({
      type: b.type,
      covers: b.covers,
      multiplier: b.multiplier,
      rtp: b.rtp,
      hitFrequency: b.hitFrequency,
      stdDev: b.stdDev,
    })),
  },
  blackjack: {
    basis: 'simulated',
    basisNote: `Simulated: ${BLACKJACK.hands.toLocaleString('en-US')} seeded hands of basic strategy (doubles and splits), one fresh deck per hand. Your own decisions set your return.`,
    rtp: 1 + BLACKJACK.basic.meanNet,
    hitFrequency: BLACKJACK.basic.winFrequency,
    stdDev: BLACKJACK.basic.stdDev,
    hands: BLACKJACK.hands,
    standardError: BLACKJACK.basic.standardError,
    pushFrequency: BLACKJACK.basic.pushFrequency,
    hitStand: {
      rtp: 1 + BLACKJACK.hitStand.meanNet,
      stdDev: BLACKJACK.hitStand.stdDev,
      hitFrequency: BLACKJACK.hitStand.winFrequency,
    },
    payouts: [
      RESULT_TITLES.PLAYER_BLACKJACK,
      RESULT_TITLES.PLAYER_WINS,
      RESULT_TITLES.PUSH,
      RESULT_TITLES.DEALER_WINS,
    ].map((result) => ({ result, returns: payoutFor(result, bet) / bet })),
  },
  poker: {
    basis: 'simulated',
    basisNote: `Simulated: ${POKER.hands.toLocaleString('en-US')} seeded hands of a tight-aggressive player against the house bot. Your own decisions set your return.`,
    rtp: 1 + POKER.meanNet / POKER.meanStake,
    hitFrequency: POKER.winFrequency,
    stdDev: POKER.stdDev / POKER.meanStake,
    hands: POKER.hands,
    meanNet: POKER.meanNet,
    stdDevChips: POKER.stdDev,
    meanStake: POKER.meanStake,
    standardError: POKER.standardError,
    blinds: [SMALL_BLIND, BIG_BLIND],
    raises: [...RAISE_OPTIONS],
    handRanks: HAND_NAMES.filter((name) => name !== '').reverse(),
  },
};
process.stdout.write(JSON.stringify(sheets));
