import type { BlackjackView } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { dealerFrames, resultToast } from './dealer-reveal';

const c = (
  rank: BlackjackView['dealer']['cards'][number]['rank'],
  value: number,
  suit: 'hearts' | 'spades' = 'spades',
) => ({ suit, rank, value });

const finished = (
  dealerCards: BlackjackView['dealer']['cards'],
  over: Partial<BlackjackView> = {},
): BlackjackView => ({
  phase: 'finished',
  bet: 100,
  hands: [
    {
      cards: [c('10', 10), c('8', 8)],
      total: 18,
      soft: false,
      stake: 100,
      doubled: false,
      fromSplit: false,
      done: true,
      bust: false,
      blackjack: false,
      active: false,
      result: 'Dealer Bust - Player Wins',
      payout: 200,
    },
  ],
  activeHand: null,
  dealer: { cards: dealerCards, hiddenCards: 0, total: 24, soft: false, blackjack: false },
  actions: [],
  totalStake: 100,
  result: 'Dealer Bust - Player Wins',
  payout: 200,
  net: 100,
  ...over,
});

describe('dealer reveal', () => {
  it('shows the hole card down, turns it, then one drawn card per step, then the result', () => {
    const view = finished([c('6', 6), c('8', 8, 'hearts'), c('10', 10)]);
    const frames = dealerFrames(view);
    expect(frames).toHaveLength(3);
    expect(frames[0]!.dealer).toMatchObject({ cards: [c('6', 6)], hiddenCards: 1, total: 6 });
    expect(frames[0]!.result).toBeNull();
    expect(frames[0]!.hands[0]!.result).toBeNull();
    expect(frames[1]!.dealer).toMatchObject({
      cards: [c('6', 6), c('8', 8, 'hearts')],
      hiddenCards: 0,
      total: 14,
    });
    expect(frames[2]).toBe(view);
  });

  it('counts soft totals with the engine', () => {
    const frames = dealerFrames(finished([c('A', 11), c('5', 5), c('2', 2)]));
    expect(frames[1]!.dealer).toMatchObject({ total: 16, soft: true });
  });

  it('turns only the hole card when the dealer stands on two cards (a natural or 17+)', () => {
    const frames = dealerFrames(
      finished([c('A', 11), c('K', 10)], { result: 'Dealer Blackjack - Dealer Wins', net: -100 }),
    );
    expect(frames).toHaveLength(2);
    expect(frames[0]!.dealer.hiddenCards).toBe(1);
  });

  it('leaves a hand in play alone', () => {
    const playing = { ...finished([c('9', 9)]), phase: 'playing' as const };
    expect(dealerFrames(playing)).toEqual([playing]);
  });

  it("toasts the spec's title with the net", () => {
    expect(resultToast(finished([c('6', 6), c('8', 8)]))).toEqual({
      title: 'Dealer Bust - Player Wins',
      description: 'You won 100 coins!',
      variant: 'success',
    });
    expect(
      resultToast(
        finished([c('6', 6), c('8', 8)], { result: 'Player Bust - Dealer Wins', net: -250 }),
      ).description,
    ).toBe('You lost 250 coins');
    expect(
      resultToast(finished([c('6', 6), c('8', 8)], { result: 'Blackjack! Player Wins', net: 1250 }))
        .description,
    ).toBe('You won 1,250 coins!');
  });
});
