export { SYMBOLS, BONUS_SYMBOL, isSlotSymbol } from './symbols';
export type { SlotSymbol } from './symbols';
export { PAYTABLE, MIN_RUN, payMultiplier } from './paytable';
export type { LinePays } from './paytable';
export { PAYLINES, REEL_COUNT, ROW_COUNT } from './paylines';
export type { Payline, PaylineKind, Row } from './paylines';
export { REEL_STRIPS } from './reel-strips';
export { DEFAULT_BET, MIN_BET, BET_STEP, validateBet, isBetAmount } from './bet';
export type { BetCheck, BetError } from './bet';
export { spin, evaluateStops, drawStops } from './spin';
export type { LineWin, SpinResult } from './spin';
export {
  BALLOON_COUNT,
  WRONG_BALLOONS,
  GOOD_BALLOONS,
  BASE_PRIZES,
  scalePrize,
} from './bonus-prizes';
export { startBonus, popBalloon, bonusView, settleBonusByRule } from './bonus';
export type {
  Balloon,
  BalloonView,
  BonusPhase,
  BonusState,
  BonusView,
  PopError,
  PopResult,
} from './bonus';
export { exactRtp } from './rtp';
export { computeParSheet } from './par-sheet';
export type { ParSheet } from './par-sheet';
export { slotsDetail, startRound } from './round';
export type { SlotsRound, SlotsRoundDetail } from './round';
