import { ALL_SPOTS, coveredNumbers, isLegalSpot, spotKey } from '@coinwave/roulette-engine';
import { describe, expect, it } from 'vitest';
import { BOARD_CELLS, cellPercent, toLandscape, type BoardCell } from './board-geometry';

/** The numbers whose boxes touch a point (within a unit box's boundary), read off the drawing. */
function numbersAround(x: number, y: number): number[] {
  const boxes = BOARD_CELLS.filter(
    (c): c is Extract<BoardCell, { kind: 'box' }> => c.kind === 'box' && c.spot.type === 'straight',
  );
  return boxes
    .filter(
      (b) =>
        x >= b.rect.x - 1e-9 &&
        x <= b.rect.x + b.rect.w + 1e-9 &&
        y >= b.rect.y - 1e-9 &&
        y <= b.rect.y + b.rect.h + 1e-9,
    )
    .map((b) => Number(b.label))
    .sort((a, b) => a - b);
}

describe('the European board', () => {
  it('offers every spot of the engine exactly once', () => {
    const keys = BOARD_CELLS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set(ALL_SPOTS.map(spotKey)));
    for (const cell of BOARD_CELLS) expect(isLegalSpot(cell.spot)).toBe(true);
  });

  it('counts 37 straights, 60 splits, 14 streets, 23 corners, 11 six lines and 12 outside spots', () => {
    const count = (type: string) => BOARD_CELLS.filter((c) => c.spot.type === type).length;
    expect([
      count('straight'),
      count('split'),
      count('street'),
      count('corner'),
      count('sixLine'),
    ]).toEqual([37, 60, 14, 23, 11]);
    expect(count('dozen') + count('column')).toBe(6);
    expect(['red', 'black', 'odd', 'even', 'low', 'high'].map(count)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('draws each split and corner on the line its numbers share', () => {
    for (const cell of BOARD_CELLS) {
      if (cell.kind !== 'point' || (cell.spot.type !== 'split' && cell.spot.type !== 'corner'))
        continue;
      const covered = [...coveredNumbers(cell.spot)];
      if (covered.includes(0)) continue;
      expect(numbersAround(cell.x, cell.y)).toEqual(covered);
    }
  });

  it('draws streets and six lines on the outer edge of their rows', () => {
    for (const cell of BOARD_CELLS) {
      if (cell.kind !== 'point' || (cell.spot.type !== 'street' && cell.spot.type !== 'sixLine'))
        continue;
      const covered = coveredNumbers(cell.spot);
      if (covered.includes(0)) continue;
      expect(cell.x).toBe(0);
      expect(numbersAround(cell.x, cell.y)).toEqual(covered.filter((n) => (n - 1) % 3 === 0));
    }
  });

  it('puts 3-6-9 along the top and 0 on the left in landscape', () => {
    const cell = (label: string) =>
      toLandscape(BOARD_CELLS.find((c) => c.kind === 'box' && c.label === label)!);
    const three = cell('3');
    const one = cell('1');
    const zero = cell('0');
    expect(three.kind === 'box' && three.rect).toEqual({ x: 1, y: 0, w: 1, h: 1 });
    expect(one.kind === 'box' && one.rect).toEqual({ x: 1, y: 2, w: 1, h: 1 });
    expect(zero.kind === 'box' && zero.rect).toEqual({ x: 0, y: 0, w: 1, h: 3 });
  });

  it('keeps every cell inside the board in both orientations', () => {
    for (const cell of BOARD_CELLS) {
      for (const landscape of [false, true]) {
        const p = cellPercent(landscape ? toLandscape(cell) : cell, landscape);
        expect(p.left).toBeGreaterThanOrEqual(0);
        expect(p.top).toBeGreaterThanOrEqual(0);
        expect(p.left + (p.width ?? 0)).toBeLessThanOrEqual(100 + 1e-9);
        expect(p.top + (p.height ?? 0)).toBeLessThanOrEqual(100 + 1e-9);
      }
    }
  });
});
