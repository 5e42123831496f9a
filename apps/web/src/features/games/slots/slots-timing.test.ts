import { REEL_STRIPS } from '@coinwave/slots-engine';
import { describe, expect, it } from 'vitest';
import {
  canSpin,
  frameAt,
  isJackpot,
  spinningColumn,
  spinningGrid,
  stepBet,
  winningCells,
} from './slots-timing';

describe('reel animation', () => {
  it('shows three consecutive strip symbols and moves one stop per 100 ms frame', () => {
    const strip = REEL_STRIPS[0]!;
    expect(spinningColumn(0, 5, 0)).toEqual([strip[5], strip[6], strip[7]]);
    expect(spinningColumn(0, 5, 1)).toEqual([strip[4], strip[5], strip[6]]);
    expect(frameAt(0)).toBe(0);
    expect(frameAt(99)).toBe(0);
    expect(frameAt(100)).toBe(1);
    expect(frameAt(1999)).toBe(19);
  });

  it('wraps around the strip in both directions', () => {
    const strip = REEL_STRIPS[2]!;
    const n = strip.length;
    expect(spinningColumn(2, n - 1, 0)).toEqual([strip[n - 1], strip[0], strip[1]]);
    expect(spinningColumn(2, 0, 1)).toEqual([strip[n - 1], strip[0], strip[1]]);
    expect(spinningColumn(2, 0, n)).toEqual(spinningColumn(2, 0, 0));
  });

  it('builds a 5 x 3 window', () => {
    const grid = spinningGrid([0, 1, 2, 3, 4], 7);
    expect(grid).toHaveLength(5);
    for (const col of grid) expect(col).toHaveLength(3);
  });
});

describe('winning lines', () => {
  it('highlights only the cells of the paying run', () => {
    // Line 1 is the middle row; line 4 is the V 0-1-2-1-0.
    expect([...winningCells([{ lineId: 1, count: 3 }])].sort()).toEqual(['0:1', '1:1', '2:1']);
    expect([...winningCells([{ lineId: 4, count: 5 }])].sort()).toEqual([
      '0:0',
      '1:1',
      '2:2',
      '3:1',
      '4:0',
    ]);
    expect(winningCells([])).toEqual(new Set());
  });
});

describe('bet control', () => {
  it('moves in steps of 10 between 10 and the balance', () => {
    expect(stepBet(50, 1, 1000)).toBe(60);
    expect(stepBet(50, -1, 1000)).toBe(40);
    expect(stepBet(10, -1, 1000)).toBe(10);
    expect(stepBet(100, 1, 105)).toBe(100);
    expect(stepBet(500, -1, 95)).toBe(90);
  });

  it('offers Spin only when idle and the balance covers the bet', () => {
    expect(canSpin(50, 50, false)).toBe(true);
    expect(canSpin(50, 49, false)).toBe(false);
    expect(canSpin(50, 500, true)).toBe(false);
    expect(canSpin(55, 500, false)).toBe(false);
  });

  it('celebrates wins of at least 10x the bet', () => {
    expect(isJackpot(500, 50)).toBe(true);
    expect(isJackpot(499, 50)).toBe(false);
    expect(isJackpot(0, 0)).toBe(false);
  });
});
