import type { RouletteReply } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import {
  canSpinRoulette,
  initialRouletteState,
  rouletteReducer,
  type RouletteEvent,
} from './roulette-machine';
import { pocketAtPointer } from './wheel-geometry';

const reply = (pocket: number): RouletteReply => ({
  round: {
    id: 'r',
    gameId: 'g',
    game: 'roulette',
    status: 'finished',
    nonce: 1,
    clientSeed: 'c',
    serverSeedHash: 'h',
  },
  pocket: { number: pocket, colour: 'red' },
  results: [],
  totalStake: 25,
  winnings: 0,
  net: -25,
  outcome: 'loss',
  balance: 975,
});
const run = (...events: RouletteEvent[]) => events.reduce(rouletteReducer, initialRouletteState());
const red = { type: 'red' } as const;
const seventeen = { type: 'straight', numbers: [17] } as const;

describe('roulette state machine', () => {
  it('stacks repeated clicks on one spot with the chosen chip', () => {
    const s = run(
      { type: 'chip', chip: 100 },
      { type: 'place', spot: red, balance: 1000 },
      { type: 'place', spot: red, balance: 1000 },
      { type: 'chip', chip: 25 },
      { type: 'place', spot: seventeen, balance: 1000 },
    );
    expect(s.bets).toEqual([
      { type: 'red', amount: 200 },
      { type: 'straight', numbers: [17], amount: 25 },
    ]);
  });

  it('refuses a chip above what the balance still covers, keeping the bets', () => {
    const s = run(
      { type: 'chip', chip: 250 },
      { type: 'place', spot: red, balance: 300 },
      { type: 'place', spot: red, balance: 300 },
    );
    expect(s.bets).toEqual([{ type: 'red', amount: 250 }]);
    expect(s.refused).toBe('INSUFFICIENT_FUNDS');
    expect(run({ type: 'chip', chip: 30 }).chip).toBe(25);
  });

  it('spins to the server pocket, freezes the board, then clears the bets', () => {
    const placed = run({ type: 'place', spot: seventeen, balance: 1000 });
    expect(canSpinRoulette(placed, 1000)).toBe(true);
    expect(canSpinRoulette(placed, 10)).toBe(false);
    const spinning = rouletteReducer(placed, { type: 'spin', reply: reply(17) });
    expect(spinning.phase).toBe('spinning');
    expect(pocketAtPointer(spinning.rotation)).toBe(17);
    expect(rouletteReducer(spinning, { type: 'place', spot: red, balance: 1000 })).toBe(spinning);
    expect(rouletteReducer(spinning, { type: 'clear' })).toBe(spinning);
    expect(canSpinRoulette(spinning, 1000)).toBe(false);
    const shown = rouletteReducer(spinning, { type: 'settled' });
    expect(shown.phase).toBe('result');
    expect(shown.bets).toEqual([]);
    expect(shown.reply?.pocket.number).toBe(17);
    const again = rouletteReducer(shown, { type: 'place', spot: red, balance: 1000 });
    expect(again.phase).toBe('betting');
  });

  it('does not spin without bets', () => {
    const s = initialRouletteState();
    expect(canSpinRoulette(s, 1000)).toBe(false);
    expect(rouletteReducer(s, { type: 'spin', reply: reply(3) })).toBe(s);
  });
});
