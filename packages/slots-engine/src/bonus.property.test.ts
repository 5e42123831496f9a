import { createSeededRng } from '@coinwave/game-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bonusView, popBalloon, startBonus, type BonusState } from './bonus';
import { BASE_PRIZES, bonusMoments, goodPopsDistribution } from './bonus-prizes';

const bet = fc.integer({ min: 1, max: 10_000 }).map((k) => k * 10);
const order = fc.shuffledSubarray(
  Array.from({ length: 12 }, (_, k) => k),
  { minLength: 12, maxLength: 12 },
);

/** Pops in `ids` order until the round finishes; returns every state seen. */
function play(state: BonusState, ids: readonly number[]): BonusState[] {
  const states = [state];
  for (const id of ids) {
    const last = states[states.length - 1]!;
    if (last.phase === 'finished') break;
    const result = popBalloon(last, id);
    if (!result.ok) throw new Error(result.error);
    states.push(result.state);
  }
  return states;
}

describe('balloon bonus', () => {
  test.prop([fc.string(), bet])(
    'lays out 12 balloons, 4 wrong, good prizes 50-245 scaled by bet/50',
    (seed, b) => {
      const state = startBonus(b, createSeededRng(seed));
      expect(state.balloons.map((x) => x.id)).toEqual(Array.from({ length: 12 }, (_, k) => k));
      expect(state.balloons.filter((x) => x.isWrong)).toHaveLength(4);
      for (const balloon of state.balloons) {
        expect(balloon.popped).toBe(false);
        if (balloon.isWrong) expect(balloon.prize).toBe(0);
        else expect(BASE_PRIZES.map((p) => (p * b) / 50)).toContain(balloon.prize);
        expect(Number.isSafeInteger(balloon.prize)).toBe(true);
      }
    },
  );

  test.prop([fc.string(), bet, order])(
    'ends after exactly 4 wrong pops and pays the sum of the good pops',
    (seed, b, ids) => {
      const states = play(startBonus(b, createSeededRng(seed)), ids);
      const end = states[states.length - 1]!;
      expect(end.phase).toBe('finished');
      expect(end.wrongPops).toBe(4);
      // The 4th wrong pop is the last pop: every earlier state was still popping.
      for (const s of states.slice(0, -1)) expect(s.phase).toBe('popping');
      const popped = end.balloons.filter((x) => x.popped);
      expect(popped.filter((x) => x.isWrong)).toHaveLength(4);
      expect(end.totalWin).toBe(popped.reduce((sum, x) => sum + x.prize, 0));
      expect(Number.isSafeInteger(end.totalWin)).toBe(true);
      expect(popBalloon(end, ids.find((id) => !end.balloons[id]!.popped) ?? 0)).toEqual({
        ok: false,
        error: 'BONUS_FINISHED',
      });
    },
  );

  test.prop([fc.string(), order, fc.nat({ max: 11 })])(
    'refuses illegal pops without touching the state',
    (seed, ids, k) => {
      const states = play(startBonus(50, createSeededRng(seed)), ids.slice(0, 3));
      const state = states[states.length - 1]!;
      const before = JSON.stringify(state);
      const poppedId = state.balloons.find((x) => x.popped)?.id;
      if (poppedId !== undefined && state.phase === 'popping') {
        expect(popBalloon(state, poppedId)).toEqual({ ok: false, error: 'ALREADY_POPPED' });
      }
      for (const bad of [12, -1, k + 0.5, Number.NaN])
        expect(popBalloon(state, bad)).toEqual({ ok: false, error: 'NO_SUCH_BALLOON' });
      expect(JSON.stringify(state)).toBe(before);
    },
  );

  test.prop([fc.string(), order, fc.nat({ max: 12 })])(
    'view hides unpopped balloons; state survives JSON mid-round',
    (seed, ids, cut) => {
      const start = startBonus(100, createSeededRng(seed));
      const states = play(start, ids.slice(0, cut));
      const state = states[states.length - 1]!;
      const view = bonusView(state);
      view.balloons.forEach((v, id) => {
        const real = state.balloons[id]!;
        if (!real.popped) expect(Object.keys(v).sort()).toEqual(['id', 'popped']);
        else expect(v).toEqual(real);
      });
      expect(view.wrongLeft).toBe(4 - state.wrongPops);
      const revived = JSON.parse(JSON.stringify(state)) as BonusState;
      expect(play(revived, ids.slice(cut))).toEqual(play(state, ids.slice(cut)));
    },
  );

  it('stops after the 4th wrong pop even with good balloons left, and continues one Rng stream', () => {
    const a = startBonus(50, createSeededRng('stream'));
    const b = startBonus(50, createSeededRng('stream'));
    expect(a).toEqual(b);
    const wrongFirst = [...a.balloons]
      .sort((x, y) => Number(y.isWrong) - Number(x.isWrong))
      .map((x) => x.id);
    const end = play(a, wrongFirst).at(-1)!;
    expect(end.phase).toBe('finished');
    expect(end.totalWin).toBe(0);
    expect(end.balloons.filter((x) => x.popped)).toHaveLength(4);
  });

  it('counts good pops exactly: enumeration of all C(12,4) wrong positions matches the distribution', () => {
    const counts = Array.from({ length: 9 }, () => 0);
    let layouts = 0;
    for (let mask = 0; mask < 1 << 12; mask++) {
      if (mask.toString(2).split('1').length - 1 !== 4) continue;
      layouts++;
      const last = 31 - Math.clz32(mask); // position of the last wrong balloon in pop order
      counts[last + 1 - 4]! += 1;
    }
    expect(goodPopsDistribution()).toEqual(counts.map((c) => c / layouts));
    expect(bonusMoments(50).goodPops).toBeCloseTo(6.4, 12);
    expect(bonusMoments(50).mean).toBeCloseTo(6.4 * 147.5, 9);
  });
});
