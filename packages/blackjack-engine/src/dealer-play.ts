import {
  dealerShouldDraw,
  naturalResult,
  overallResult,
  payoutFor,
  playedResult,
} from './blackjack-rules';
import type { DealerState, FinishedState, PlayerHand, SettledHand } from './blackjack-state';
import { handValue, isBust, isNatural } from './hand-value';
import type { Card } from '@coinwave/game-core';

/** Takes the next card off a hand's deck (its last element) and returns it with the rest. */
export function drawCard(deck: readonly Card[]): [Card, Card[]] {
  const card = deck[deck.length - 1];
  if (!card) throw new Error('drawCard: the deck is empty (a single hand never uses 52 cards)');
  return [card, deck.slice(0, -1)];
}

function settleHand(hand: PlayerHand, dealerTotal: number): SettledHand {
  const result = playedResult(handValue(hand.cards).total, dealerTotal);
  return { ...hand, done: true, result, payout: payoutFor(result, hand.stake) };
}

function finish(state: Omit<FinishedState, 'phase' | 'result' | 'payout'>): FinishedState {
  return {
    phase: 'finished',
    ...state,
    result: overallResult(state.hands),
    payout: state.hands.reduce((sum, hand) => sum + hand.payout, 0),
  };
}

/**
 * Ends a fresh deal when either side has a natural (spec section 4: at once), or returns null.
 * The one hand is settled with 'Push - Both Blackjack', 'Blackjack! Player Wins' or
 * 'Dealer Blackjack - Dealer Wins'.
 */
export function settleNaturals(
  bet: number,
  hand: PlayerHand,
  dealer: readonly Card[],
  deck: readonly Card[],
): FinishedState | null {
  const result = naturalResult(isNatural(hand.cards), isNatural(dealer));
  if (result === null) return null;
  const settled: SettledHand = {
    ...hand,
    done: true,
    result,
    payout: payoutFor(result, hand.stake),
  };
  return finish({ bet, hands: [settled], dealer, deck });
}

/**
 * The dealer's turn: draws while below 17 and stands on every 17, soft 17 too (spec section 9).
 * When every player hand is bust the dealer draws nothing (those hands have lost already).
 * Then each hand is settled against the dealer's total.
 */
export function playDealer(state: DealerState): FinishedState {
  let dealer = state.dealer;
  let deck = state.deck;
  if (state.hands.some((hand) => !isBust(hand.cards))) {
    while (dealerShouldDraw(handValue(dealer).total)) {
      const [card, rest] = drawCard(deck);
      dealer = [...dealer, card];
      deck = rest;
    }
  }
  const dealerTotal = handValue(dealer).total;
  return finish({
    bet: state.bet,
    hands: state.hands.map((hand) => settleHand(hand, dealerTotal)),
    dealer,
    deck,
  });
}
