import type { Writable } from '@coinwave/game-core';
import type { Bet } from './bets';
import type { Pocket } from './pockets';

/** The record of a roulette round: the (merged) bets and the pocket. */
export interface RouletteRoundDetail {
  game: 'roulette';
  bets: Writable<Bet>[];
  pocket: number;
}

/** The record of a roulette round, from its validated bets and the pocket drawn. */
export function rouletteDetail(bets: readonly Bet[], pocket: Pocket): RouletteRoundDetail {
  return {
    game: 'roulette',
    bets: bets.map((b) => ({ ...b }) as Writable<Bet>),
    pocket: pocket.number,
  };
}
