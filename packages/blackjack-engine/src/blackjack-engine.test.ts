import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import {
  actionCost,
  applyAction,
  legalActions,
  startHand,
  startHandWithDeck,
  totalStake,
} from './blackjack-engine';
import { RESULT_TITLES } from './blackjack-rules';
import {
  BETTING_STATE,
  type BlackjackAction,
  type BlackjackState,
  type FinishedState,
} from './blackjack-state';
import { handValue } from './hand-value';
import { stackedDeck } from './stacked-deck.fixture';

/** Deals `cards` (deal order: player, dealer, player, dealer, then draws) and plays `actions`. */
function playOut(bet: number, cards: string[], actions: BlackjackAction[]): BlackjackState {
  let state = startHandWithDeck(bet, stackedDeck(...cards));
  for (const action of actions) {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`${action} refused: ${result.error}`);
    state = result.state;
  }
  return state;
}

function finished(state: BlackjackState): FinishedState {
  if (state.phase !== 'finished') throw new Error(`expected a finished hand, got ${state.phase}`);
  return state;
}

describe('every result title', () => {
  it.each([
    ['Player Bust - Dealer Wins', ['10s', '9h', '6s', '7h', 'Ks'], ['hit'], 0],
    ['Push - Both Blackjack', ['As', 'Ah', 'Ks', 'Kh'], [], 100],
    ['Blackjack! Player Wins', ['As', '9h', 'Ks', '7h'], [], 250],
    ['Dealer Blackjack - Dealer Wins', ['10s', 'Ah', '9s', 'Kh'], [], 0],
    ['Dealer Bust - Player Wins', ['10s', '6h', '8s', '10h', 'Kd'], ['stand'], 200],
    ['Player Wins', ['10s', '10h', '9s', '8h'], ['stand'], 200],
    ['Dealer Wins', ['10s', '10h', '7s', '8h'], ['stand'], 0],
    ['Push - Tie', ['10s', '10h', '8s', '8h'], ['stand'], 100],
  ] as [string, string[], BlackjackAction[], number][])('%s', (title, cards, actions, payout) => {
    const state = finished(playOut(100, cards, actions));
    expect(state.result).toBe(title);
    expect(state.hands[0]?.result).toBe(title);
    expect(state.payout).toBe(payout);
  });

  it('ends a hand with a natural at once, before any action', () => {
    const state = playOut(500, ['Ah', '5c', 'Qd', '9c'], []);
    expect(state.phase).toBe('finished');
    expect(finished(state).payout).toBe(1250);
    expect(applyAction(state, 'hit')).toEqual({ ok: false, error: 'HAND_NOT_IN_PLAY' });
  });

  it('does not let the dealer draw once every player hand is bust', () => {
    expect(finished(playOut(100, ['10s', '6h', '6s', '9h', 'Ks'], ['hit'])).dealer).toHaveLength(2);
  });
});

describe('the dealer', () => {
  it('stands on soft 17', () => {
    const state = finished(playOut(100, ['10s', 'As', '8s', '6h', '5d'], ['stand']));
    expect(state.dealer).toHaveLength(2);
    expect(handValue(state.dealer)).toEqual({ total: 17, soft: true });
    expect(state.result).toBe(RESULT_TITLES.PLAYER_WINS);
  });

  it('draws on 16 and stops at 17 or more', () => {
    const state = finished(
      playOut(100, ['10s', '6h', '8s', '4h', '2d', '3c', '2c', '9c'], ['stand']),
    );
    expect(handValue(state.dealer)).toEqual({ total: 17, soft: false });
    expect(state.dealer).toHaveLength(5);
    expect(state.result).toBe(RESULT_TITLES.PLAYER_WINS);
  });

  it('takes over when a hit makes exactly 21', () => {
    const state = finished(playOut(100, ['5s', '10h', '6s', '7h', 'Ks'], ['hit']));
    expect(handValue(state.hands[0]?.cards ?? []).total).toBe(21);
    expect(state.result).toBe(RESULT_TITLES.PLAYER_WINS);
  });
});

describe('double down', () => {
  it('doubles the stake, deals exactly one card and ends the hand', () => {
    const start = playOut(100, ['5s', '6h', '6s', '10h', '2d', '9d'], []);
    expect(actionCost(start, 'double')).toBe(100);
    const result = applyAction(start, 'double');
    expect(result.ok && result.cost).toBe(100);
    const state = finished(result.ok ? result.state : start);
    expect(state.hands[0]).toMatchObject({ stake: 200, doubled: true });
    expect(state.hands[0]?.cards).toHaveLength(3);
    expect(state.result).toBe(RESULT_TITLES.DEALER_BUST);
    expect(state.payout).toBe(400);
  });

  it('is refused after a hit', () => {
    const state = playOut(100, ['2s', '6h', '3s', '10h', '4d'], ['hit']);
    expect(legalActions(state)).toEqual(['hit', 'stand']);
    expect(applyAction(state, 'double')).toEqual({ ok: false, error: 'DOUBLE_NOT_ALLOWED' });
  });
});

describe('split', () => {
  it('plays each hand in turn, refuses a double after the split, and settles each hand', () => {
    const start = playOut(100, ['8s', '6h', '8h', '10h', '3s', 'Kd', '10d', '7c'], []);
    expect(legalActions(start)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(actionCost(start, 'split')).toBe(100);
    const split = playOut(100, ['8s', '6h', '8h', '10h', '3s', 'Kd', '10d', '7c'], ['split']);
    expect(split.phase === 'playing' && split.active).toBe(0);
    expect(legalActions(split)).toEqual(['hit', 'stand']);
    expect(applyAction(split, 'double')).toEqual({ ok: false, error: 'DOUBLE_NOT_ALLOWED' });
    const state = finished(
      playOut(100, ['8s', '6h', '8h', '10h', '3s', 'Kd', '10d', '7c'], ['split', 'hit', 'stand']),
    );
    expect(state.hands.map((h) => [h.stake, h.result, h.payout])).toEqual([
      [100, RESULT_TITLES.DEALER_BUST, 200],
      [100, RESULT_TITLES.DEALER_BUST, 200],
    ]);
    expect(totalStake(state)).toBe(200);
    expect(state.result).toBe(RESULT_TITLES.DEALER_BUST);
    expect(state.payout).toBe(400);
  });

  it('gives split aces one card each, and ace-ten after a split is 21, not a natural', () => {
    const state = finished(playOut(100, ['As', '9h', 'Ah', '8h', 'Ks', '5c'], ['split']));
    expect(state.hands.map((h) => [h.cards.length, h.result, h.payout])).toEqual([
      [2, RESULT_TITLES.PLAYER_WINS, 200],
      [2, RESULT_TITLES.DEALER_WINS, 0],
    ]);
    expect(state.result).toBe(RESULT_TITLES.PUSH); // net 0 across the two hands
  });

  it('splits equal ranks only, and only once', () => {
    expect(applyAction(playOut(100, ['10s', '6h', 'Js', '9h'], []), 'split')).toEqual({
      ok: false,
      error: 'SPLIT_NOT_ALLOWED',
    });
    const resplit = playOut(100, ['8s', '6h', '8h', '10h', '8d'], ['split']);
    expect(legalActions(resplit)).not.toContain('split');
    expect(applyAction(resplit, 'split')).toEqual({ ok: false, error: 'SPLIT_NOT_ALLOWED' });
  });
});

describe('refusals and bets', () => {
  it('refuses actions outside play and unknown actions', () => {
    expect(applyAction(BETTING_STATE, 'hit')).toEqual({ ok: false, error: 'HAND_NOT_IN_PLAY' });
    const playing = playOut(100, ['10s', '6h', '7s', '9h'], []);
    expect(applyAction(playing, 'surrender' as BlackjackAction)).toEqual({
      ok: false,
      error: 'UNKNOWN_ACTION',
    });
    expect(actionCost(playing, 'split')).toBe(0);
  });

  it('offers double and split only when the balance covers them', () => {
    const state = playOut(250, ['8s', '6h', '8h', '10h'], []);
    expect(legalActions(state, 249)).toEqual(['hit', 'stand']);
    expect(legalActions(state, 250)).toEqual(['hit', 'stand', 'double', 'split']);
  });

  it('deals from a fresh shuffle and refuses a bet outside the options', () => {
    const a = startHand(50, createSeededRng('same'));
    expect(startHand(50, createSeededRng('same'))).toEqual(a);
    expect(a.phase === 'betting' ? 0 : a.deck.length).toBe(48);
    expect(() => startHand(75, createSeededRng('x'))).toThrow(RangeError);
  });
});
