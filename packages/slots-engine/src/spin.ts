import { randomInt, type Rng } from '@coinwave/game-core';
import { assertBetAmount } from './bet';
import { compileReels, isBonusRun, lineRun, runCount, runSymbolCode, PAY } from './line-eval';
import { PAYLINES, REEL_COUNT, ROW_COUNT, type Payline } from './paylines';
import { REEL_STRIPS } from './reel-strips';
import { SYMBOLS, type SlotSymbol } from './symbols';

/** The compiled form of REEL_STRIPS shared by `spin` and the fast simulator. */
export const REELS = compileReels(REEL_STRIPS);

/** One paying line: `count` (3-5) `symbol`s from the leftmost reel, paying bet x multiplier. */
export interface LineWin {
  readonly lineId: number;
  readonly symbol: SlotSymbol;
  readonly count: number;
  readonly multiplier: number;
  readonly win: number;
}

/** The outcome of one spin, plain JSON. */
export interface SpinResult {
  readonly bet: number;
  /** The stop index drawn on each reel. */
  readonly stops: readonly number[];
  /** grid[reel][row]: 5 reels of 3 symbols, row 0 on top. */
  readonly grid: readonly (readonly SlotSymbol[])[];
  /** Every paying line, in PAYLINES order. */
  readonly lineWins: readonly LineWin[];
  /** Sum of the line wins in coins (the bonus is paid by the bonus round, not included here). */
  readonly totalWin: number;
  /** Ids of the lines showing 3+ balloons from the leftmost reel. */
  readonly bonusLines: readonly number[];
  /** True when at least one line shows 3+ balloons from the leftmost reel: `startBonus` follows. */
  readonly bonusTriggered: boolean;
}

/**
 * Draws one stop per reel, reel 1 to 5, each uniform over its strip (`randomInt`, no modulo bias):
 * exactly five draws from the round's Rng.
 */
export function drawStops(rng: Rng, out: number[] = new Array<number>(REEL_COUNT)): number[] {
  for (let r = 0; r < REEL_COUNT; r++) out[r] = randomInt(rng, REELS.lengths[r] as number);
  return out;
}

/**
 * Spec section 9's line rule applied to given stops: on each of the 15 paylines, a run of 3, 4
 * or 5 equal symbols from the leftmost reel pays bet x PAYTABLE multiplier; all lines are summed.
 * A line of 3+ balloons pays the "other symbols" row and triggers the bonus. Used by `spin`, and
 * by a browser that replays a revealed round from its stops.
 */
export function evaluateStops(bet: number, stops: readonly number[]): SpinResult {
  assertBetAmount(bet);
  if (!areValidStops(stops)) throw new RangeError(`slots: invalid stops ${JSON.stringify(stops)}`);
  const grid: SlotSymbol[][] = [];
  for (let r = 0; r < REEL_COUNT; r++) {
    const strip = REEL_STRIPS[r] as readonly SlotSymbol[];
    const column: SlotSymbol[] = [];
    for (let row = 0; row < ROW_COUNT; row++)
      column.push(strip[((stops[r] as number) + row) % strip.length] as SlotSymbol);
    grid.push(column);
  }
  const lineWins: LineWin[] = [];
  const bonusLines: number[] = [];
  let totalWin = 0;
  for (let index = 0; index < PAYLINES.length; index++) {
    const run = lineRun(REELS, stops, index);
    const lineId = (PAYLINES[index] as Payline).id;
    const multiplier = PAY[runSymbolCode(run) * 6 + runCount(run)] as number;
    if (multiplier > 0) {
      const win = bet * multiplier;
      lineWins.push({
        lineId,
        symbol: SYMBOLS[runSymbolCode(run)] as SlotSymbol,
        count: runCount(run),
        multiplier,
        win,
      });
      totalWin += win;
    }
    if (isBonusRun(run)) bonusLines.push(lineId);
  }
  return {
    bet,
    stops: stops.slice(),
    grid,
    lineWins,
    totalWin,
    bonusLines,
    bonusTriggered: bonusLines.length > 0,
  };
}

/** True for five integer stops, each within its reel's strip. */
export function areValidStops(stops: readonly number[]): boolean {
  if (!Array.isArray(stops) || stops.length !== REEL_COUNT) return false;
  for (let r = 0; r < REEL_COUNT; r++) {
    const stop = stops[r];
    if (
      !Number.isInteger(stop) ||
      (stop as number) < 0 ||
      (stop as number) >= (REELS.lengths[r] as number)
    )
      return false;
  }
  return true;
}

/**
 * One spin at `bet` (a valid bet: check it with `validateBet` first; a malformed bet throws).
 * Draws the five stops from `rng`; if `bonusTriggered`, the caller continues the same Rng with
 * `startBonus(bet, rng)`, so one provably fair stream decides the whole round.
 */
export function spin(bet: number, rng: Rng): SpinResult {
  assertBetAmount(bet);
  return evaluateStops(bet, drawStops(rng));
}
