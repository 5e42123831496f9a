import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../testing/parse-cards';
import { estimateEquity } from './equity-estimator';
import { HOUSE_MAX_RAISE, houseDecision, type HouseDecisionInput } from './house-bot';

const spot = (
  hole: string,
  board: string,
  extra: Partial<HouseDecisionInput> = {},
): HouseDecisionInput => ({
  hole: parseCards(hole),
  board: board ? parseCards(board) : [],
  pot: 100,
  toCall: 0,
  stack: 5000,
  raiseOptions: [50, 100, 150, 250],
  raisesThisStreet: 0,
  ...extra,
});

describe('estimateEquity', () => {
  it('matches known preflop equities against a random hand', () => {
    expect(estimateEquity(parseCards('As Ah'), [], 10_000, createSeededRng('aa'))).toBeCloseTo(
      0.852,
      1,
    );
    expect(
      Math.abs(estimateEquity(parseCards('7c 2d'), [], 10_000, createSeededRng('72')) - 0.346),
    ).toBeLessThan(0.02);
  });
  it('is 1 with the nuts on the river and reproducible from the same Rng position', () => {
    expect(
      estimateEquity(
        parseCards('As Ks'),
        parseCards('Qs Js Ts 2d 3c'),
        10_000,
        createSeededRng('n'),
      ),
    ).toBe(1);
    const a = estimateEquity(
      parseCards('9c 9d'),
      parseCards('2h 7s Kd'),
      10_000,
      createSeededRng('same'),
    );
    expect(
      estimateEquity(parseCards('9c 9d'), parseCards('2h 7s Kd'), 10_000, createSeededRng('same')),
    ).toBe(a);
  });
});

describe('houseDecision', () => {
  it('folds when it cannot cover the call, even with the nuts', () => {
    expect(
      houseDecision(spot('As Ad', '', { toCall: 300, stack: 200 }), createSeededRng('x')),
    ).toEqual({ type: 'fold' });
  });
  it('never raises more than twice the big blind, nor a raise it was not offered', () => {
    for (let i = 0; i < 40; i++) {
      const action = houseDecision(
        spot('As Ad', '', { raiseOptions: [50, 100, 150] }),
        createSeededRng(`r${i}`),
        500,
      );
      if (action.type === 'raise') expect([50, 100]).toContain(action.amount);
      expect(HOUSE_MAX_RAISE).toBe(100);
      const short = houseDecision(
        spot('As Ad', '', { raiseOptions: [50] }),
        createSeededRng(`s${i}`),
        500,
      );
      if (short.type === 'raise') expect(short.amount).toBe(50);
    }
  });
  it('mixes: strong hands mostly raise but sometimes slow-play; weak hands sometimes bluff', () => {
    const strong = Array.from(
      { length: 200 },
      (_, i) => houseDecision(spot('Ks Kd', ''), createSeededRng(`k${i}`), 500).type,
    );
    expect(strong.filter((t) => t === 'raise').length).toBeGreaterThan(100);
    expect(strong).toContain('check');
    const weak = Array.from(
      { length: 300 },
      (_, i) => houseDecision(spot('7c 2d', ''), createSeededRng(`w${i}`), 500).type,
    );
    expect(weak).toContain('raise');
    expect(weak.filter((t) => t === 'check').length).toBeGreaterThan(200);
  });
  it('folds weak hands to a big bet and calls with good ones', () => {
    const facing = { toCall: 250, pot: 400 };
    const weak = Array.from(
      { length: 100 },
      (_, i) =>
        houseDecision(spot('7c 2d', 'Ks Qh 9c', facing), createSeededRng(`f${i}`), 500).type,
    );
    expect(weak.filter((t) => t === 'fold').length).toBeGreaterThan(85);
    const good = Array.from(
      { length: 100 },
      (_, i) =>
        houseDecision(spot('Kd Kc', 'Ks Qh 9c', facing), createSeededRng(`g${i}`), 500).type,
    );
    expect(good).not.toContain('fold');
  });
  it('is a pure function of its input and the Rng position', () => {
    const input = spot('Jh Td', '9h 8h 2c');
    expect(houseDecision(input, createSeededRng('p'))).toEqual(
      houseDecision(input, createSeededRng('p')),
    );
  });
});
