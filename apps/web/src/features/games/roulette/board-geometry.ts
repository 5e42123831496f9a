import { colourOf, spotKey, type Colour, type Spot } from '@coinwave/roulette-engine';

// The European betting board as data. Coordinates are in board units with the board upright
// (the way the engine numbers it): 0 on top, then 12 rows (streets) of three numbers,
// `3r+1, 3r+2, 3r+3`, the dozens and even-money spots on the left, the columns at the bottom.
//   x: -2 even money | -1 dozens | 0..3 the three number columns;   y: 0 zero | 1..13 rows | 13..14 columns
// `toLandscape` turns it on its side for wide screens (0 on the left, 3-6-9 along the top).

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A spot drawn as a box: a number, zero or an outside bet. */
export interface BoxCell {
  kind: 'box';
  spot: Spot;
  key: string;
  label: string;
  rect: Rect;
  colour?: Colour;
}

/** A spot on a line between numbers (split, street, corner, six line, trio, first four). */
export interface PointCell {
  kind: 'point';
  spot: Spot;
  key: string;
  label: string;
  x: number;
  y: number;
}

export type BoardCell = BoxCell | PointCell;

export const PORTRAIT_SIZE = { w: 5, h: 14 };
export const LANDSCAPE_SIZE = { w: 14, h: 5 };
/** The left edge of the portrait board (the even-money column). */
export const PORTRAIT_LEFT = -2;

const rowOf = (n: number) => Math.floor((n - 1) / 3);
const colOf = (n: number) => (n - 1) % 3;
const inside = (
  type: 'straight' | 'split' | 'street' | 'corner' | 'sixLine',
  numbers: number[],
): Spot => ({
  type,
  numbers: [...numbers].sort((a, b) => a - b),
});

const box = (spot: Spot, label: string, rect: Rect, colour?: Colour): BoxCell => ({
  kind: 'box',
  spot,
  key: spotKey(spot),
  label,
  rect,
  ...(colour ? { colour } : {}),
});
const point = (spot: Spot, label: string, x: number, y: number): PointCell => ({
  kind: 'point',
  spot,
  key: spotKey(spot),
  label,
  x,
  y,
});

const EVEN_MONEY: Array<[Spot, string]> = [
  [{ type: 'low' }, '1 to 18'],
  [{ type: 'even' }, 'Even'],
  [{ type: 'red' }, 'Red'],
  [{ type: 'black' }, 'Black'],
  [{ type: 'odd' }, 'Odd'],
  [{ type: 'high' }, '19 to 36'],
];

function buildBoard(): BoardCell[] {
  const cells: BoardCell[] = [
    box(inside('straight', [0]), '0', { x: 0, y: 0, w: 3, h: 1 }, 'green'),
  ];
  for (let n = 1; n <= 36; n++) {
    cells.push(
      box(
        inside('straight', [n]),
        String(n),
        { x: colOf(n), y: rowOf(n) + 1, w: 1, h: 1 },
        colourOf(n),
      ),
    );
  }
  for (let i = 1 as 1 | 2 | 3; i <= 3; i = (i + 1) as 1 | 2 | 3) {
    cells.push(
      box({ type: 'dozen', index: i }, ['1st 12', '2nd 12', '3rd 12'][i - 1]!, {
        x: -1,
        y: 1 + 4 * (i - 1),
        w: 1,
        h: 4,
      }),
    );
    cells.push(box({ type: 'column', index: i }, '2 to 1', { x: i - 1, y: 13, w: 1, h: 1 }));
  }
  EVEN_MONEY.forEach(([spot, label], i) =>
    cells.push(box(spot, label, { x: -2, y: 1 + 2 * i, w: 1, h: 2 })),
  );

  // Zero's lines: the splits 0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3, the first four 0-1-2-3.
  for (let c = 0; c < 3; c++)
    cells.push(point(inside('split', [0, c + 1]), `Split 0 and ${c + 1}`, c + 0.5, 1));
  cells.push(point(inside('street', [0, 1, 2]), 'Trio 0, 1, 2', 1, 1));
  cells.push(point(inside('street', [0, 2, 3]), 'Trio 0, 2, 3', 2, 1));
  cells.push(point(inside('corner', [0, 1, 2, 3]), 'First four 0 to 3', 0, 1));

  for (let r = 0; r < 12; r++) {
    const first = 3 * r + 1;
    cells.push(
      point(
        inside('street', [first, first + 1, first + 2]),
        `Street ${first} to ${first + 2}`,
        0,
        r + 1.5,
      ),
    );
    for (let c = 0; c < 2; c++) {
      const n = first + c;
      cells.push(point(inside('split', [n, n + 1]), `Split ${n} and ${n + 1}`, c + 1, r + 1.5));
    }
    if (r === 11) continue;
    cells.push(
      point(
        inside('sixLine', [first, first + 1, first + 2, first + 3, first + 4, first + 5]),
        `Six line ${first} to ${first + 5}`,
        0,
        r + 2,
      ),
    );
    for (let c = 0; c < 3; c++) {
      const n = first + c;
      cells.push(point(inside('split', [n, n + 3]), `Split ${n} and ${n + 3}`, c + 0.5, r + 2));
      if (c < 2)
        cells.push(
          point(
            inside('corner', [n, n + 1, n + 3, n + 4]),
            `Corner ${n}, ${n + 1}, ${n + 3}, ${n + 4}`,
            c + 1,
            r + 2,
          ),
        );
    }
  }
  return cells;
}

/** Every spot of the board, once, with where it is drawn (portrait units). */
export const BOARD_CELLS: readonly BoardCell[] = buildBoard();

/** The same cell turned on its side: portrait (x, y) becomes landscape (y, 3 - x). */
export function toLandscape(cell: BoardCell): BoardCell {
  if (cell.kind === 'point') return { ...cell, x: cell.y, y: 3 - cell.x };
  const { x, y, w, h } = cell.rect;
  return { ...cell, rect: { x: y, y: 3 - (x + w), w: h, h: w } };
}

/** A cell's position as CSS percentages of a board `size` (portrait origin shifted by PORTRAIT_LEFT). */
export function cellPercent(
  cell: BoardCell,
  landscape: boolean,
): { left: number; top: number; width?: number; height?: number } {
  const size = landscape ? LANDSCAPE_SIZE : PORTRAIT_SIZE;
  const dx = landscape ? 0 : -PORTRAIT_LEFT;
  if (cell.kind === 'point') {
    return { left: ((cell.x + dx) / size.w) * 100, top: (cell.y / size.h) * 100 };
  }
  const { x, y, w, h } = cell.rect;
  return {
    left: ((x + dx) / size.w) * 100,
    top: (y / size.h) * 100,
    width: (w / size.w) * 100,
    height: (h / size.h) * 100,
  };
}
