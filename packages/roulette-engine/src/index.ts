export { POCKETS, RED_NUMBERS, colourOf } from './pockets';
export type { Colour, Pocket } from './pockets';
export {
  ALL_SPOTS,
  BET_TYPES,
  EVEN_MONEY_BET_TYPES,
  INSIDE_BET_TYPES,
  INSIDE_GROUPS,
  coveredNumbers,
  isLegalSpot,
  spotKey,
} from './spots';
export type { BetType, EvenMoneyBetType, IndexedBetType, InsideBetType, Spot } from './spots';
export { CHIP_SIZES, CHIP_UNIT, PAYOUT_MULTIPLIERS } from './payouts';
export { MAX_BET_ENTRIES, isStake, parseBet, placeBet, totalStakeOf, validateBets } from './bets';
export type { Bet, BetError, BetParse, BetsCheck } from './bets';
export { isWinningSpot, resolveBets, rtp, spinPocket } from './resolve';
export type { BetOutcome, Resolution } from './resolve';
export { betTypeSheet, betTypeSheets, spinMoments } from './moments';
export type { BetTypeSheet, SpinMoments } from './moments';
export { rouletteDetail } from './detail';
export type { RouletteRoundDetail } from './detail';
