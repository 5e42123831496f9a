import { legalActions } from './blackjack-engine';
import type { BlackjackAction, PlayingState } from './blackjack-state';
import { handValue } from './hand-value';

/**
 * 'hit-stand': the best total-based play when only hit and stand exist (the spec's game).
 * 'basic': full basic strategy with doubles and splits.
 * Both are for these rules: one fresh 52-card deck per hand, dealer stands on soft 17,
 * dealer peeks (a natural ends the hand at once), double on any first two cards except after a
 * split, one split, split aces take one card each.
 */
export type StrategyMode = 'hit-stand' | 'basic';

type Move = 'hit' | 'stand' | 'double';

function hardMove(total: number, up: number, canDouble: boolean): Move {
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (!canDouble) return 'hit';
  if (total === 11) return 'double';
  if (total === 10) return up <= 9 ? 'double' : 'hit';
  if (total === 9) return up <= 6 ? 'double' : 'hit';
  if (total === 8) return up === 5 || up === 6 ? 'double' : 'hit';
  return 'hit';
}

function softMove(total: number, up: number, canDouble: boolean): Move {
  if (total >= 20) return 'stand';
  if (total === 19) return canDouble && up === 6 ? 'double' : 'stand';
  if (total === 18) {
    if (up >= 3 && up <= 6) return canDouble ? 'double' : 'stand';
    // Single deck, dealer standing on soft 17: soft 18 stands against an ace, hits 9 and 10.
    return up === 9 || up === 10 ? 'hit' : 'stand';
  }
  if (!canDouble) return 'hit';
  if (total === 17) return up <= 6 ? 'double' : 'hit';
  if (total >= 13) return up >= 4 && up <= 6 ? 'double' : 'hit';
  return 'hit';
}

/**
 * Whether basic strategy splits a pair of this card value (ace 11) against the dealer's up card
 * (single-deck chart without double after split).
 */
function shouldSplit(pair: number, up: number): boolean {
  switch (pair) {
    case 11:
    case 8:
      return true;
    case 9:
      return up !== 7 && up !== 10 && up !== 11;
    case 7:
      return up <= 7;
    case 6:
      return up <= 6;
    case 3:
      return up >= 4 && up <= 7;
    case 2:
      return up >= 3 && up <= 7;
    default:
      return false;
  }
}

/**
 * The strategy's action from numbers only, so the engine and the lean simulation decide alike:
 * the hand's total and soft flag, the dealer's up card value (2-11, ace 11), whether doubling
 * is allowed now and, when a split is allowed, the pair's card value (else 0). The hit/stand
 * table is the correct total-based one for these rules: stand on hard 17+, on 13-16 against
 * 2-6 and on 12 against 4-6; stand on soft 19+, and on soft 18 except against 9 and 10.
 */
export function strategyAction(
  mode: StrategyMode,
  total: number,
  soft: boolean,
  up: number,
  canDouble: boolean,
  splitPair: number,
): BlackjackAction {
  if (mode === 'hit-stand') {
    const move = soft ? softMove(total, up, false) : hardMove(total, up, false);
    return move === 'double' ? 'hit' : move;
  }
  if (splitPair > 0 && shouldSplit(splitPair, up)) return 'split';
  return soft ? softMove(total, up, canDouble) : hardMove(total, up, canDouble);
}

/** The strategy's recommended action for the active hand, always one of `legalActions(state)`. */
export function recommendAction(
  state: PlayingState,
  mode: StrategyMode = 'basic',
): BlackjackAction {
  const hand = state.hands[state.active];
  const up = state.dealer[0];
  if (!hand || !up) throw new Error('recommendAction: no active hand or up card');
  const legal = legalActions(state);
  const { total, soft } = handValue(hand.cards);
  const splitPair = legal.includes('split') ? (hand.cards[0]?.value ?? 0) : 0;
  return strategyAction(mode, total, soft, up.value, legal.includes('double'), splitPair);
}
