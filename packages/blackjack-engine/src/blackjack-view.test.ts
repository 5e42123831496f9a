import { describe, expect, it } from 'vitest';
import { applyAction, startHandWithDeck } from './blackjack-engine';
import { BETTING_STATE } from './blackjack-state';
import { view } from './blackjack-view';
import { stackedDeck } from './stacked-deck.fixture';

describe('view', () => {
  const playing = startHandWithDeck(100, stackedDeck('As', '9h', '6s', 'Kh', '10c'));

  it('shows the up card only, with its value, while the player acts', () => {
    const shown = view(playing);
    expect(shown).toMatchObject({
      phase: 'playing',
      bet: 100,
      activeHand: 0,
      totalStake: 100,
      result: null,
      payout: null,
      net: null,
    });
    expect(shown.dealer).toEqual({
      cards: [{ suit: 'hearts', rank: '9', value: 9 }],
      hiddenCards: 1,
      total: 9,
      soft: false,
      blackjack: false,
    });
    expect(shown.hands[0]).toMatchObject({
      total: 17,
      soft: true,
      active: true,
      blackjack: false,
      bust: false,
      result: null,
    });
    expect(shown.actions).toEqual(['hit', 'stand', 'double']);
    expect(view(playing, 50).actions).toEqual(['hit', 'stand']);
    expect(JSON.stringify(shown)).not.toContain('"K"');
  });

  it('reveals the dealer and the settlement once finished', () => {
    const result = applyAction(playing, 'stand');
    const shown = view(result.ok ? result.state : playing);
    expect(shown).toMatchObject({
      phase: 'finished',
      activeHand: null,
      actions: [],
      result: 'Dealer Wins',
      payout: 0,
      net: -100,
    });
    expect(shown.dealer).toMatchObject({ hiddenCards: 0, total: 19 });
    expect(shown.hands[0]).toMatchObject({ result: 'Dealer Wins', payout: 0, done: true });
  });

  it('has an empty table while betting', () => {
    expect(view(BETTING_STATE)).toMatchObject({
      phase: 'betting',
      hands: [],
      actions: [],
      bet: null,
    });
  });
});
