import { describe, expect, it } from 'vitest';
import { blackjackDetail } from './blackjack-detail';
import { applyAction, startHandWithDeck } from './blackjack-engine';
import type { BlackjackAction } from './blackjack-state';
import { view } from './blackjack-view';
import { stackedDeck } from './stacked-deck.fixture';

describe('the record of a blackjack hand', () => {
  it('keeps the bet, a copy of the actions and the finished view', () => {
    const playing = startHandWithDeck(100, stackedDeck('As', '9h', '6s', 'Kh', '10c'));
    const stood = applyAction(playing, 'stand');
    if (!stood.ok) throw new Error(stood.error);
    const actions: BlackjackAction[] = ['stand'];
    const detail = blackjackDetail(100, actions, stood.state);
    expect(detail).toEqual({
      game: 'blackjack',
      bet: 100,
      actions: ['stand'],
      view: view(stood.state),
    });
    expect(detail.actions).not.toBe(actions);
    expect(detail.view.phase).toBe('finished');
  });
});
