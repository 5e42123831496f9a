import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { applyAction, legalActions, settleByRule, startHandWithDeck } from './blackjack-engine';
import { BET_OPTIONS } from './blackjack-rules';
import type { BlackjackState } from './blackjack-state';
import { seededDeck } from './stacked-deck.fixture';

/** A hand dealt from a seeded deck, then some legal moves by the player, maybe left mid-hand. */
const arbHand = fc
  .record({
    seed: fc.string(),
    forcePair: fc.boolean(),
    bet: fc.constantFrom(...BET_OPTIONS),
    moves: fc.array(fc.nat(), { maxLength: 6 }),
  })
  .map(({ seed, forcePair, bet, moves }) => {
    let state: BlackjackState = startHandWithDeck(bet, seededDeck(seed, forcePair));
    for (const move of moves) {
      if (state.phase !== 'playing') break;
      const legal = legalActions(state);
      const applied = applyAction(state, legal[move % legal.length]!);
      if (applied.ok) state = applied.state;
    }
    return state;
  });

describe('settleByRule (a hand left alone stands)', () => {
  test.prop([arbHand])('always finishes the hand, with stands only', (state) => {
    const settled = settleByRule(state);
    expect(settled.state.phase === 'finished' || state.phase !== 'playing').toBe(true);
    expect(settled.actions.every((a) => a === 'stand')).toBe(true);
    if (state.phase !== 'playing') {
      expect(settled.state).toBe(state);
      expect(settled.actions).toEqual([]);
    }
  });

  test.prop([arbHand])('is the same as the player standing by hand, step by step', (state) => {
    const { state: byRule, actions } = settleByRule(state);
    let byHand = state;
    for (const action of actions) {
      const applied = applyAction(byHand, action);
      expect(applied.ok).toBe(true);
      if (applied.ok) byHand = applied.state;
    }
    expect(byHand).toEqual(byRule);
  });

  test.prop([arbHand])('does not change the state it was given', (state) => {
    const before = structuredClone(state);
    settleByRule(state);
    expect(state).toEqual(before);
  });
});
