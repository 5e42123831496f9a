export { encodeCard, decodeCard } from './evaluator/card-code';
export {
  HAND_NAMES,
  categoryOfStrength,
  compareHands,
  evaluateHand,
  handStrength,
  strength7,
  strengthOfCodes,
} from './evaluator/hand-evaluator';
export type { HandName, HandRank } from './evaluator/hand-evaluator';
export { HAND_CLASS_COUNT } from './evaluator/hand-tables';
export { DEFAULT_RUNOUTS, estimateEquity } from './bot/equity-estimator';
export { HOUSE_MAX_RAISE, HOUSE_MAX_RAISES_PER_STREET, houseDecision } from './bot/house-bot';
export type { HouseDecisionInput } from './bot/house-bot';
export { amountToCall, legalActions, raiseOptions } from './game/betting-rules';
export type { LegalActions } from './game/betting-rules';
export { applyAction, applySeatAction, startHand } from './game/hand-machine';
export type { StartHandConfig } from './game/hand-machine';
export {
  BIG_BLIND,
  HOUSE_START_CHIPS,
  RAISE_OPTIONS,
  SMALL_BLIND,
  buttonForHand,
  isHandOver,
  otherSeat,
} from './game/poker-types';
export type {
  HandEvent,
  HandPhase,
  HandResult,
  PokerAction,
  PokerError,
  PokerResult,
  PokerState,
  Seat,
  SeatChips,
  ShowdownHand,
  Street,
  TablePhase,
} from './game/poker-types';
export { view } from './game/poker-view';
export type { PokerPlayerView, PokerView } from './game/poker-view';
export { pokerDetail } from './game/poker-detail';
export type { PokerHandDetail, PokerHandStart } from './game/poker-detail';

export { SIMULATED_RETURN } from './simulated-return';
export type { SimulatedReturn } from './simulated-return-type';
