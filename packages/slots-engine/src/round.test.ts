import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import { popBalloon, startBonus } from './bonus';
import { slotsDetail, startRound } from './round';
import { spin } from './spin';

/** The first seed from `from` whose round triggers the bonus (or not). */
function seedWhere(bonus: boolean, from = 0): number {
  for (let seed = from; ; seed++)
    if ((startRound(50, createSeededRng(`s${seed}`)).bonus !== null) === bonus) return seed;
}

describe('a slots round', () => {
  it('spins, then lays out the bonus on the same stream when the spin triggered it', () => {
    const seed = seedWhere(true);
    const round = startRound(50, createSeededRng(`s${seed}`));
    const rng = createSeededRng(`s${seed}`);
    expect(round.spin).toEqual(spin(50, rng));
    expect(round.spin.bonusTriggered).toBe(true);
    expect(round.bonus).toEqual(startBonus(50, rng));
  });

  it('has no bonus when the spin did not trigger it', () => {
    const round = startRound(50, createSeededRng(`s${seedWhere(false)}`));
    expect(round.spin.bonusTriggered).toBe(false);
    expect(round.bonus).toBeNull();
  });

  it('records the bet, the stops, the line win and the pops in order, as fresh copies', () => {
    const { spin: result, bonus } = startRound(50, createSeededRng(`s${seedWhere(true)}`));
    const popped = popBalloon(bonus!, 3);
    if (!popped.ok) throw new Error(popped.error);
    const pops = [3];
    const detail = slotsDetail(result, popped.state, pops);
    expect(detail).toEqual({
      game: 'slots',
      bet: 50,
      stops: [...result.stops],
      lineWin: result.totalWin,
      bonus: { pops: [3], totalWin: popped.state.totalWin },
    });
    expect(detail.stops).not.toBe(result.stops);
    pops.push(4);
    expect(detail.bonus!.pops).toEqual([3]);
    expect(slotsDetail(result, null, []).bonus).toBeNull();
  });
});
