import { randomInt, shuffle, type Rng } from '@coinwave/game-core';
import { assertBetAmount } from './bet';
import { BASE_PRIZES, GOOD_BALLOONS, WRONG_BALLOONS, scalePrize } from './bonus-prizes';

/** The spec's balloon tile (section 3): id, popped, isWrong, prize (coins at this bonus's bet; 0 if wrong). */
export interface Balloon {
  readonly id: number;
  readonly popped: boolean;
  readonly isWrong: boolean;
  readonly prize: number;
}

/** 'popping' accepts `popBalloon`; 'finished' (after the 4th wrong pop) accepts nothing. */
export type BonusPhase = 'popping' | 'finished';

/** The whole bonus round, plain JSON; it holds the hidden layout, so it stays on the server. */
export interface BonusState {
  readonly phase: BonusPhase;
  readonly bet: number;
  /** Balloons by id 0-11, in layout order. */
  readonly balloons: readonly Balloon[];
  readonly wrongPops: number;
  /** Sum of the prizes of the good balloons popped so far: credited when the round finishes. */
  readonly totalWin: number;
}

/** What a player may see: an unpopped balloon shows only its id. */
export type BalloonView =
  | { readonly id: number; readonly popped: false }
  | {
      readonly id: number;
      readonly popped: true;
      readonly isWrong: boolean;
      readonly prize: number;
    };

/** The public view of a bonus round (no hidden layout). */
export interface BonusView {
  readonly phase: BonusPhase;
  readonly bet: number;
  readonly balloons: readonly BalloonView[];
  readonly wrongPops: number;
  readonly wrongLeft: number;
  readonly totalWin: number;
}

/** Why a pop was refused; the state is then unchanged. */
export type PopError = 'BONUS_FINISHED' | 'NO_SUCH_BALLOON' | 'ALREADY_POPPED';

/** A pop as a value: the new state and the revealed balloon, or an error. */
export type PopResult =
  | { readonly ok: true; readonly state: BonusState; readonly balloon: Balloon }
  | { readonly ok: false; readonly error: PopError };

/**
 * Starts the balloon bonus (spec section 4): 12 balloons, 4 wrong, in a shuffled layout. Each good
 * balloon's prize is drawn uniformly from BASE_PRIZES (50-245 in steps of 5 at bet 50) and scaled
 * by bet / 50. Draws 8 prizes then a Fisher-Yates shuffle from `rng`: continue the spin's Rng.
 */
export function startBonus(bet: number, rng: Rng): BonusState {
  assertBetAmount(bet);
  const good = Array.from({ length: GOOD_BALLOONS }, () => ({
    isWrong: false,
    prize: scalePrize(BASE_PRIZES[randomInt(rng, BASE_PRIZES.length)] as number, bet),
  }));
  const wrong = Array.from({ length: WRONG_BALLOONS }, () => ({ isWrong: true, prize: 0 }));
  const balloons = shuffle([...good, ...wrong], rng).map((b, id) => ({ id, popped: false, ...b }));
  return { phase: 'popping', bet, balloons, wrongPops: 0, totalWin: 0 };
}

/**
 * Pops one balloon (spec section 4): a good one adds its prize to the total; a wrong one counts
 * toward the end, and the 4th wrong pop finishes the round. Never mutates `state`.
 */
export function popBalloon(state: BonusState, balloonId: number): PopResult {
  if (state.phase !== 'popping') return { ok: false, error: 'BONUS_FINISHED' };
  const target = Number.isInteger(balloonId) ? state.balloons[balloonId] : undefined;
  if (target === undefined) return { ok: false, error: 'NO_SUCH_BALLOON' };
  if (target.popped) return { ok: false, error: 'ALREADY_POPPED' };
  const balloon: Balloon = { ...target, popped: true };
  const wrongPops = state.wrongPops + (balloon.isWrong ? 1 : 0);
  return {
    ok: true,
    balloon,
    state: {
      phase: wrongPops >= WRONG_BALLOONS ? 'finished' : 'popping',
      bet: state.bet,
      balloons: state.balloons.map((b) => (b.id === balloonId ? balloon : b)),
      wrongPops,
      totalWin: state.totalWin + balloon.prize,
    },
  };
}

/**
 * The rule for a bonus left alone (DESIGN decision 15): the remaining balloons are popped in order
 * of their id, lowest first, until the bonus ends. Deterministic: the layout was drawn at the
 * spin, so replaying the returned pops from the same seeds gives the same prize. A finished bonus
 * is returned unchanged.
 */
export function settleBonusByRule(state: BonusState): { state: BonusState; pops: number[] } {
  const pops: number[] = [];
  let current = state;
  for (const balloon of state.balloons) {
    if (current.phase !== 'popping') break;
    if (balloon.popped) continue;
    const popped = popBalloon(current, balloon.id);
    if (!popped.ok)
      throw new Error(`slots: balloon ${balloon.id} cannot be popped (${popped.error})`);
    current = popped.state;
    pops.push(balloon.id);
  }
  return { state: current, pops };
}

/** The player's view: unpopped balloons hide whether they are wrong and their prize, even after the end. */
export function bonusView(state: BonusState): BonusView {
  return {
    phase: state.phase,
    bet: state.bet,
    balloons: state.balloons.map((b) =>
      b.popped
        ? { id: b.id, popped: true, isWrong: b.isWrong, prize: b.prize }
        : { id: b.id, popped: false },
    ),
    wrongPops: state.wrongPops,
    wrongLeft: WRONG_BALLOONS - state.wrongPops,
    totalWin: state.totalWin,
  };
}
