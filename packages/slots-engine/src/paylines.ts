/** Reels in the spec's 5 x 3 window (section 9). */
export const REEL_COUNT = 5;
/** Rows in the spec's 5 x 3 window (section 9). */
export const ROW_COUNT = 3;

/** Row indices: 0 is the top row, 1 the middle, 2 the bottom. */
export type Row = 0 | 1 | 2;

/** The shape family of a payline, as the issue names them. */
export type PaylineKind = 'horizontal' | 'v' | 'zigzag';

/** One payline: the row it crosses on each of the 5 reels, left to right. */
export interface Payline {
  readonly id: number;
  readonly kind: PaylineKind;
  readonly rows: readonly [Row, Row, Row, Row, Row];
}

/**
 * The spec's 15 paylines (section 9), ids 1-15: the 3 horizontals, the 2 V shapes, and the 10
 * zig-zags, which are every other path that moves exactly one row at each step between reels.
 */
export const PAYLINES: readonly Payline[] = [
  { id: 1, kind: 'horizontal', rows: [1, 1, 1, 1, 1] },
  { id: 2, kind: 'horizontal', rows: [0, 0, 0, 0, 0] },
  { id: 3, kind: 'horizontal', rows: [2, 2, 2, 2, 2] },
  { id: 4, kind: 'v', rows: [0, 1, 2, 1, 0] },
  { id: 5, kind: 'v', rows: [2, 1, 0, 1, 2] },
  { id: 6, kind: 'zigzag', rows: [0, 1, 0, 1, 0] },
  { id: 7, kind: 'zigzag', rows: [2, 1, 2, 1, 2] },
  { id: 8, kind: 'zigzag', rows: [1, 0, 1, 0, 1] },
  { id: 9, kind: 'zigzag', rows: [1, 2, 1, 2, 1] },
  { id: 10, kind: 'zigzag', rows: [1, 0, 1, 2, 1] },
  { id: 11, kind: 'zigzag', rows: [1, 2, 1, 0, 1] },
  { id: 12, kind: 'zigzag', rows: [0, 1, 0, 1, 2] },
  { id: 13, kind: 'zigzag', rows: [2, 1, 2, 1, 0] },
  { id: 14, kind: 'zigzag', rows: [0, 1, 2, 1, 2] },
  { id: 15, kind: 'zigzag', rows: [2, 1, 0, 1, 0] },
];
