import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from './bets';
import { rouletteDetail } from './detail';
import { spinPocket } from './resolve';

describe('the record of a roulette round', () => {
  it('keeps copies of the bets and the pocket number', () => {
    const bets: Bet[] = [
      { type: 'red', amount: 100 },
      { type: 'straight', numbers: [17], amount: 25 },
    ];
    const pocket = spinPocket(createSeededRng('roulette-detail'));
    const detail = rouletteDetail(bets, pocket);
    expect(detail).toEqual({ game: 'roulette', bets, pocket: pocket.number });
    expect(detail.bets[0]).not.toBe(bets[0]);
    expect(JSON.parse(JSON.stringify(detail))).toEqual(detail);
  });
});
