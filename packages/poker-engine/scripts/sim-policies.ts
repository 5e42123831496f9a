// Opponent policies for the simulation. They see only the player's view, as a real client would.
import { randomInt, type Rng } from '@coinwave/game-core';
import type { PokerAction, PokerView } from '../src/index';

export type Policy = (view: PokerView, rng: Rng) => PokerAction;

function passive(view: PokerView): PokerAction {
  return view.legalActions?.canCheck ? { type: 'check' } : { type: 'call' };
}

/** Calls (or checks) every time. */
export const alwaysCall: Policy = () => ({ type: 'call' });

/** Picks uniformly among check/call, fold (only when facing a bet) and each affordable raise. */
export const randomPlayer: Policy = (view, rng) => {
  const legal = view.legalActions!;
  const options: PokerAction[] = [
    passive(view),
    ...legal.raiseOptions.map((amount) => ({ type: 'raise' as const, amount })),
  ];
  if (!legal.canCheck) options.push({ type: 'fold' });
  return options[randomInt(rng, options.length)]!;
};

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/**
 * A simple tight-aggressive baseline: plays pairs of sevens or better and two cards ten or better
 * (or an ace with a nine or better) preflop, raising the best of them; after the flop it raises
 * with two pair or better (not counting a pair on the board), calls with a pair and otherwise
 * checks or folds.
 */
export const tightAggressive: Policy = (view) => {
  const legal = view.legalActions!;
  const me = view.players.find((p) => p.id === view.viewer)!;
  const [a, b] = me.hand.map((c) => RANK_ORDER.indexOf(c.rank)).sort((x, y) => y - x) as [
    number,
    number,
  ];
  const biggest = legal.raiseOptions[legal.raiseOptions.length - 1];
  const raiseOr = (fallback: PokerAction): PokerAction =>
    biggest === undefined ? fallback : { type: 'raise', amount: biggest };
  const foldOrCheck: PokerAction = legal.canCheck ? { type: 'check' } : { type: 'fold' };
  if (view.phase === 'preflop') {
    const pair = a === b;
    const premium = (pair && a >= 8) || (a === 12 && b >= 10);
    const playable = (pair && a >= 5) || b >= 8 || (a === 12 && b >= 7);
    if (premium) return raiseOr({ type: 'call' });
    return playable ? passive(view) : foldOrCheck;
  }
  const boardRanks = view.board.map((c) => c.rank);
  const boardPaired = new Set(boardRanks).size < boardRanks.length;
  const made = (view.viewerHand?.category ?? 1) - (boardPaired ? 1 : 0);
  if (made >= 3) return raiseOr({ type: 'call' });
  if (made >= 2) return passive(view);
  return foldOrCheck;
};
