import type { RoundDetail } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { describeDetail, signed } from './round-summary';

describe('round summaries', () => {
  it('describes what the seed decided in each game', () => {
    expect(
      describeDetail({ game: 'slots', bet: 50, stops: [1, 2, 3, 4, 5], lineWin: 100, bonus: null }),
    ).toBe('Bet 50, stops 1-2-3-4-5, lines pay 100');
    expect(
      describeDetail({
        game: 'slots',
        bet: 50,
        stops: [1, 2, 3, 4, 5],
        lineWin: 0,
        bonus: { pops: [3, 1, 2], totalWin: 145 },
      }),
    ).toContain('bonus 145 from 3 pops');
    expect(
      describeDetail({ game: 'roulette', bets: [{ type: 'red', amount: 25 }], pocket: 17 }),
    ).toBe('Pocket 17, 1 bet');
    expect(describeDetail(null)).toBe('In progress');
  });

  it('describes a poker hand by its actions and how it ended', () => {
    // Only the fields the line reads; the rest of the view does not matter to it.
    const poker = (result: unknown) =>
      ({ game: 'poker', actions: [{}, {}, {}], view: { result } }) as unknown as RoundDetail;
    expect(
      describeDetail(poker({ winner: 'house', hands: { player: { name: 'Two Pair' } } })),
    ).toBe('3 actions; house wins (you: Two Pair)');
    expect(describeDetail(poker({ winner: 'split', hands: null }))).toBe('3 actions; split pot');
    expect(describeDetail(poker(null))).toBe('3 actions; in progress');
  });

  it('signs nets', () => {
    expect([signed(5), signed(0), signed(-5)]).toEqual(['+5', '0', '-5']);
  });
});
