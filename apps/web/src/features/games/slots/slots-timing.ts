import type { LineWin, SlotSymbol } from '@coinwave/api-contract';
import {
  BET_STEP,
  MIN_BET,
  PAYLINES,
  REEL_COUNT,
  REEL_STRIPS,
  ROW_COUNT,
  validateBet,
} from '@coinwave/slots-engine';

// The slots table's timing and presentation rules (spec sections 4 and 9). The outcome comes from
// the server; these only decide what the reels show while it is animated.

/** Reels spin for 2 seconds... */
export const SPIN_MS = 2000;
/** ...with the symbols changing every 100 ms. */
export const FRAME_MS = 100;
/** Three or more balloons on a line start the bonus 1 second after the reels stop. */
export const BONUS_DELAY_MS = 1000;
/** The bonus round ends 1.5 seconds after the 4th wrong pop. */
export const BONUS_END_MS = 1500;
/** A win of at least 10x the bet plays the jackpot sound and the celebration. */
export const JACKPOT_MULTIPLE = 10;

export type Grid = SlotSymbol[][];

/**
 * What a spinning reel shows at animation frame `frame`: three consecutive symbols of its real
 * strip, one stop further each frame (so the blur is made of the symbols the reel really carries).
 */
export function spinningColumn(reel: number, startStop: number, frame: number): SlotSymbol[] {
  const strip = REEL_STRIPS[reel] as readonly SlotSymbol[];
  const n = strip.length;
  const top = (((startStop - frame) % n) + n) % n;
  return Array.from({ length: ROW_COUNT }, (_, row) => strip[(top + row) % n] as SlotSymbol);
}

/** The whole window at animation frame `frame`, each reel starting from its own stop. */
export function spinningGrid(startStops: readonly number[], frame: number): Grid {
  return Array.from({ length: REEL_COUNT }, (_, reel) =>
    spinningColumn(reel, startStops[reel] ?? 0, frame),
  );
}

/** The frame number `elapsed` ms into a spin. */
export const frameAt = (elapsed: number) => Math.floor(Math.max(0, elapsed) / FRAME_MS);

/** The cells (`reel:row`) a set of winning lines runs through, for highlighting. */
export function winningCells(lineWins: readonly Pick<LineWin, 'lineId' | 'count'>[]): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) {
    const line = PAYLINES.find((l) => l.id === win.lineId);
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${line.rows[reel]}`);
  }
  return cells;
}

/** True when a round's winnings earn the jackpot sound and celebration (at least 10x the bet). */
export const isJackpot = (winnings: number, bet: number) =>
  bet > 0 && winnings >= JACKPOT_MULTIPLE * bet;

/**
 * The bet after pressing - or + (spec section 5: at least 10, steps of 10, never above the
 * balance). A bet above the balance (after a loss) drops to the largest affordable one.
 */
export function stepBet(bet: number, direction: -1 | 1, balance: number): number {
  const ceiling = Math.max(MIN_BET, Math.floor(balance / BET_STEP) * BET_STEP);
  const next = bet + direction * BET_STEP;
  return Math.min(ceiling, Math.max(MIN_BET, next));
}

/** Spin is offered only when idle and the bet is legal for the balance. */
export const canSpin = (bet: number, balance: number, busy: boolean) =>
  !busy && validateBet(bet, balance).ok;
