// The shape of the par sheets the web build generates from the engine packages
// (scripts/par-sheets.ts through the `virtual:par-sheets` module of vite-par-sheets.ts). Never
// typed in by hand: the page shows what the engines compute.

/** One figure of a game: its value (a fraction of the stake unless said), exact or simulated. */
export interface ParSheetCommon {
  /** `exact`: computed from the game's rules; `simulated`: from the engine's published run. */
  basis: 'exact' | 'simulated';
  /** What the figures are measured against, in a sentence. */
  basisNote: string;
  /** Return to player: coins returned per coin staked. */
  rtp: number;
  /** Share of rounds that return more than was staked. */
  hitFrequency: number;
  /** Standard deviation of one round's return, in stakes (the volatility). */
  stdDev: number;
}

export interface SlotsSheet extends ParSheetCommon {
  linesRtp: number;
  bonusRtp: number;
  bonusFrequency: number;
  spinsPerBonus: number;
  /** Expected total of one bonus round, in bets. */
  bonusMeanWin: number;
  lines: number;
  /** Each symbol's line pays (bet × multiplier) for 3, 4 and 5 in a row from the left. */
  paytable: Array<{ symbol: string; pays: [number, number, number] }>;
  /** Balloon prizes at the default bet: `min` to `max` in steps of `step`, scaled to the bet. */
  balloonPrizes: { min: number; max: number; step: number; atBet: number };
}

export interface RouletteSheet extends ParSheetCommon {
  pockets: number;
  bets: Array<{
    type: string;
    covers: number;
    multiplier: number;
    rtp: number;
    hitFrequency: number;
    stdDev: number;
  }>;
}

export interface BlackjackSheet extends ParSheetCommon {
  hands: number;
  standardError: number;
  pushFrequency: number;
  /** The spec's game: hit and stand only. */
  hitStand: { rtp: number; stdDev: number; hitFrequency: number };
  payouts: Array<{ result: string; returns: number }>;
}

export interface PokerSheet extends ParSheetCommon {
  hands: number;
  /** Chips per hand (blinds 25/50, fixed raise sizes). */
  meanNet: number;
  stdDevChips: number;
  meanStake: number;
  standardError: number;
  blinds: [number, number];
  raises: number[];
  /** Hand ranks, best first. */
  handRanks: string[];
}

export interface ParSheets {
  slots: SlotsSheet;
  roulette: RouletteSheet;
  blackjack: BlackjackSheet;
  poker: PokerSheet;
}

/** Volatility in a word, from the standard deviation of one round's return per coin staked. */
export function volatility(stdDev: number): 'Low' | 'Medium' | 'High' | 'Very high' {
  if (stdDev < 1.5) return 'Low';
  if (stdDev < 4) return 'Medium';
  if (stdDev < 8) return 'High';
  return 'Very high';
}
