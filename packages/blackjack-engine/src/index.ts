export {
  actionCost,
  applyAction,
  legalActions,
  settleByRule,
  startHand,
  startHandWithDeck,
  totalStake,
} from './blackjack-engine';
export {
  BET_OPTIONS,
  DEALER_STANDS_ON,
  RESULT_TITLES,
  dealerShouldDraw,
  naturalResult,
  overallResult,
  payoutFor,
  playedResult,
  validateBet,
} from './blackjack-rules';
export type { BetError, BetOption, BlackjackResult } from './blackjack-rules';
export { BETTING_STATE, BLACKJACK_ACTIONS } from './blackjack-state';
export type {
  ActionError,
  ActionResult,
  BettingState,
  BlackjackAction,
  BlackjackState,
  DealerState,
  FinishedState,
  PlayerHand,
  PlayingState,
  SettledHand,
} from './blackjack-state';
export { view } from './blackjack-view';
export type { BlackjackView, DealerView, HandView } from './blackjack-view';
export { bestTotal, handValue, isBust, isNatural, isSoftTotal } from './hand-value';
export type { HandValue } from './hand-value';
export { recommendAction, strategyAction } from './basic-strategy';
export type { StrategyMode } from './basic-strategy';
export { SIMULATED_RETURN } from './simulated-return';
export type { SimulatedReturn, StrategyReturn } from './simulated-return-type';
export { blackjackDetail } from './blackjack-detail';
export type { BlackjackHandDetail } from './blackjack-detail';
