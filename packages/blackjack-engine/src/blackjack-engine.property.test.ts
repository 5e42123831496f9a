import { fc, test } from '@fast-check/vitest';
import { cardLabel, type Card } from '@coinwave/game-core';
import { describe, expect } from 'vitest';
import { applyAction, legalActions, startHandWithDeck, totalStake } from './blackjack-engine';
import { BET_OPTIONS, RESULT_TITLES, payoutFor } from './blackjack-rules';
import { BLACKJACK_ACTIONS, type BlackjackAction, type BlackjackState } from './blackjack-state';
import { view } from './blackjack-view';
import { handValue } from './hand-value';
import { seededDeck } from './stacked-deck.fixture';

/** A dealt hand plus a script of moves: each move picks a legal action, or every fifth an arbitrary one. */
const arbRound = fc.record({
  seed: fc.string(),
  forcePair: fc.boolean(),
  bet: fc.constantFrom(...BET_OPTIONS),
  moves: fc.array(fc.nat(), { maxLength: 10 }),
  cut: fc.nat(),
});

function chooseAction(state: BlackjackState, move: number): BlackjackAction {
  if (move % 5 === 4)
    return BLACKJACK_ACTIONS[Math.floor(move / 5) % BLACKJACK_ACTIONS.length] as BlackjackAction;
  const legal = legalActions(state);
  return legal[move % Math.max(legal.length, 1)] ?? 'stand';
}

interface Step {
  readonly action: BlackjackAction;
  readonly before: BlackjackState;
  readonly outcome: ReturnType<typeof applyAction>;
  readonly snapshot: BlackjackState;
}

/** Plays the moves, then stands until the round is over; records every step. */
function playRound(
  start: BlackjackState,
  moves: readonly number[],
): { final: BlackjackState; steps: Step[] } {
  const steps: Step[] = [];
  let state = start;
  const script = [...moves];
  while (state.phase === 'playing') {
    const move = script.shift();
    const action = move === undefined ? 'stand' : chooseAction(state, move);
    const snapshot = structuredClone(state);
    const outcome = applyAction(state, action);
    steps.push({ action, before: state, outcome, snapshot });
    if (outcome.ok) state = outcome.state;
  }
  return { final: state, steps };
}

const allCards = (state: BlackjackState): Card[] =>
  state.phase === 'betting'
    ? []
    : [...state.deck, ...state.dealer, ...state.hands.flatMap((hand) => hand.cards)];

const WINS: string[] = [
  RESULT_TITLES.PLAYER_BLACKJACK,
  RESULT_TITLES.DEALER_BUST,
  RESULT_TITLES.PLAYER_WINS,
];
const PUSHES: string[] = [RESULT_TITLES.BOTH_BLACKJACK, RESULT_TITLES.PUSH];

describe('blackjack invariants', () => {
  test.prop([arbRound], { numRuns: 400 })(
    'conserves coins: debits match stakes, payout matches results',
    ({ seed, forcePair, bet, moves }) => {
      const start = startHandWithDeck(bet, seededDeck(seed, forcePair));
      let debited = bet; // the server debits the bet at the deal...
      const { final, steps } = playRound(start, moves);
      for (const { before, outcome } of steps) {
        if (!outcome.ok) continue;
        debited += outcome.cost; // ...and each double or split's cost when it is applied
        expect(totalStake(outcome.state) - totalStake(before)).toBe(outcome.cost);
      }
      if (final.phase !== 'finished') throw new Error('round did not finish');
      expect(totalStake(final)).toBe(debited);
      expect(final.payout).toBe(
        final.hands.reduce((sum, hand) => sum + payoutFor(hand.result, hand.stake), 0),
      );
      expect(Number.isInteger(final.payout)).toBe(true);
      const net = final.payout - debited;
      if (WINS.includes(final.result)) expect(net).toBeGreaterThan(0);
      else if (PUSHES.includes(final.result)) expect(net).toBe(0);
      else expect(net).toBeLessThan(0);
    },
  );

  test.prop([arbRound], { numRuns: 300 })(
    'never deals a card twice: deck and hands always hold the 52 cards',
    ({ seed, forcePair, bet, moves }) => {
      const { steps, final } = playRound(
        startHandWithDeck(bet, seededDeck(seed, forcePair)),
        moves,
      );
      for (const state of [...steps.map((s) => s.before), final]) {
        const labels = allCards(state).map(cardLabel);
        expect(labels).toHaveLength(52);
        expect(new Set(labels).size).toBe(52);
      }
    },
  );

  test.prop([arbRound], { numRuns: 300 })(
    'illegal actions change nothing and no action mutates its input',
    ({ seed, forcePair, bet, moves }) => {
      const { steps, final } = playRound(
        startHandWithDeck(bet, seededDeck(seed, forcePair)),
        moves,
      );
      for (const { before, outcome, snapshot, action } of steps) {
        expect(before).toEqual(snapshot);
        if (!outcome.ok) expect(legalActions(before)).not.toContain(action);
      }
      for (const action of BLACKJACK_ACTIONS) {
        const snapshot = structuredClone(final);
        expect(applyAction(final, action)).toEqual({ ok: false, error: 'HAND_NOT_IN_PLAY' });
        expect(final).toEqual(snapshot);
      }
    },
  );

  test.prop([arbRound], { numRuns: 300 })(
    'survives a JSON round-trip mid-hand with identical results',
    ({ seed, forcePair, bet, moves, cut }) => {
      const start = startHandWithDeck(bet, seededDeck(seed, forcePair));
      const { steps } = playRound(start, moves);
      const k = cut % (steps.length + 1);
      const paused = k === 0 ? start : stateAfter(steps[k - 1] as Step);
      let original = paused;
      let revived = JSON.parse(JSON.stringify(paused)) as BlackjackState;
      expect(revived).toEqual(original);
      for (const { action } of steps.slice(k)) {
        const a = applyAction(original, action);
        const b = applyAction(revived, action);
        expect(b).toEqual(a);
        if (a.ok && b.ok) [original, revived] = [a.state, b.state];
      }
      expect(revived).toEqual(original);
    },
  );

  test.prop([arbRound], { numRuns: 300 })(
    'views leak nothing hidden and are plain JSON',
    ({ seed, forcePair, bet, moves }) => {
      const { steps, final } = playRound(
        startHandWithDeck(bet, seededDeck(seed, forcePair)),
        moves,
      );
      for (const state of [...steps.map((s) => s.before), final]) {
        if (state.phase === 'betting') continue;
        const shown = view(state);
        expect(JSON.parse(JSON.stringify(shown))).toEqual(shown);
        expect(JSON.stringify(shown)).not.toContain('deck');
        const visible = [...shown.dealer.cards, ...shown.hands.flatMap((hand) => hand.cards)].map(
          cardLabel,
        );
        if (state.phase === 'playing') {
          const allowed = new Set(
            [...state.hands.flatMap((hand) => hand.cards), state.dealer[0] as Card].map(cardLabel),
          );
          expect(visible.every((label) => allowed.has(label))).toBe(true);
          expect(shown.dealer.cards).toHaveLength(1);
          expect(shown.dealer.hiddenCards).toBe(1);
          expect(shown.result).toBeNull();
          expect(shown.payout).toBeNull();
        } else {
          expect(shown.dealer.cards.map(cardLabel)).toEqual(state.dealer.map(cardLabel));
          expect(shown.dealer.hiddenCards).toBe(0);
        }
      }
    },
  );

  test.prop([arbRound], { numRuns: 300 })(
    'the dealer ends on 17 or more unless every hand busted or a natural ended it',
    ({ seed, forcePair, bet, moves }) => {
      const { final } = playRound(startHandWithDeck(bet, seededDeck(seed, forcePair)), moves);
      if (final.phase !== 'finished') throw new Error('round did not finish');
      const dealerTotal = handValue(final.dealer).total;
      const natural =
        final.hands.length === 1 &&
        final.dealer.length === 2 &&
        (PUSHES.includes(final.result) || final.result.includes('Blackjack'));
      const allBust = final.hands.every((hand) => handValue(hand.cards).total > 21);
      if (!natural && !allBust) expect(dealerTotal).toBeGreaterThanOrEqual(17);
      expect(handValue(final.dealer.slice(0, -1)).total < 17 || final.dealer.length === 2).toBe(
        true,
      );
    },
  );
});

function stateAfter(step: Step): BlackjackState {
  return step.outcome.ok ? step.outcome.state : step.before;
}
