import type { GameKind } from '@coinwave/api-contract';
import { SIMULATED_RETURN as BLACKJACK } from '@coinwave/blackjack-engine';
import { SIMULATED_RETURN as POKER } from '@coinwave/poker-engine';
import { betTypeSheet } from '@coinwave/roulette-engine';
import { exactRtp } from '@coinwave/slots-engine';
import type { LuckModels } from './luck.math';

// Where each game's expectation comes from: the engines' own figures, never typed in here.

let cached: LuckModels | undefined;

/**
 * The figures the luck report uses, read from the engines once: the slots par sheet (exact, from
 * the reel strips; ~ms to compute), blackjack's basic-strategy simulation and poker's
 * tight-aggressive simulation (the figures those engines publish). Roulette needs none: each spin
 * is enumerated.
 */
export function luckModels(): LuckModels {
  if (!cached) {
    const sheet = exactRtp();
    cached = {
      slots: { rtp: sheet.totalRtp, stdDev: sheet.stdDev },
      blackjack: { meanNet: BLACKJACK.basic.meanNet, stdDev: BLACKJACK.basic.stdDev },
      poker: { meanNet: POKER.meanNet, stdDev: POKER.stdDev },
    };
  }
  return cached;
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const count = (n: number) => n.toLocaleString('en-US');

/** What a game's expectation rests on, in a sentence for the report. */
export function modelSentence(game: GameKind): string {
  const m = luckModels();
  switch (game) {
    case 'slots':
      return `Exact, from the reel strips: every spin returns ${pct(m.slots.rtp)} of the bet on average, with a spread of ${m.slots.stdDev.toFixed(2)} bets per spin.`;
    case 'roulette': {
      const straight = betTypeSheet('straight');
      const red = betTypeSheet('red');
      return `Exact, over the 37 pockets of each spin: every bet returns ${pct(straight.rtp)}; the spread depends on your bets (${straight.stdDev.toFixed(2)} per coin on a single number, ${red.stdDev.toFixed(2)} on red or black).`;
    }
    case 'blackjack':
      return `Simulated (${count(BLACKJACK.hands)} hands of basic strategy): a hand returns ${pct(1 + m.blackjack.meanNet)} of its bet, with a spread of ${m.blackjack.stdDev.toFixed(2)} bets. Your own decisions move your expectation.`;
    case 'poker':
      return `Simulated (${count(POKER.hands)} hands of a tight-aggressive player against the house): ${Math.abs(m.poker.meanNet).toFixed(2)} chips ${m.poker.meanNet < 0 ? 'lost' : 'won'} per hand on average, with a spread of ${m.poker.stdDev.toFixed(1)} chips. Your own decisions move your expectation.`;
  }
}
