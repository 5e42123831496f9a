import { RED_NUMBERS } from './pockets';

/** Inside bets: named by the numbers they cover. */
export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'sixLine';
/** Dozen and column bets: named by their index 1-3. */
export type IndexedBetType = 'dozen' | 'column';
/** Even-money bets: red/black, odd/even, low (1-18)/high (19-36). */
export type EvenMoneyBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
/** Every bet type of spec section 9 plus the table's inside bets. */
export type BetType = InsideBetType | IndexedBetType | EvenMoneyBetType;

/**
 * A place on the table a chip can go: inside bets list their numbers in ascending order
 * (`{ type: 'split', numbers: [17, 20] }`), dozens and columns carry `index` 1-3
 * (`{ type: 'dozen', index: 2 }` is 13-24; column 1 is 1, 4, ..., 34), even-money bets
 * only their type (`{ type: 'red' }`).
 */
export type Spot =
  | { readonly type: InsideBetType; readonly numbers: readonly number[] }
  | { readonly type: IndexedBetType; readonly index: 1 | 2 | 3 }
  | { readonly type: EvenMoneyBetType };

/** The inside bets, named by the numbers they cover. */
export const INSIDE_BET_TYPES: readonly InsideBetType[] = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
];
/** The even-money bets (return 2x): colour, parity, low 1-18 / high 19-36; zero loses them. */
export const EVEN_MONEY_BET_TYPES: readonly EvenMoneyBetType[] = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];
/** Every bet type the table accepts (spec section 9's bets plus the inside bets). */
export const BET_TYPES: readonly BetType[] = [
  ...INSIDE_BET_TYPES,
  'dozen',
  'column',
  ...EVEN_MONEY_BET_TYPES,
];

const RED = new Set(RED_NUMBERS);

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, k) => from + k);

/**
 * Every legal inside-bet group on the European layout (numbers 1-36 in 12 rows of 3, 0 above the
 * first row): straights 0-36; splits between side-by-side or stacked neighbours plus 0-1, 0-2,
 * 0-3; streets (a row) plus the trios 0-1-2 and 0-2-3; corners of four plus the first four
 * 0-1-2-3; six lines (two adjacent rows).
 */
export const INSIDE_GROUPS: Readonly<Record<InsideBetType, readonly (readonly number[])[]>> = {
  straight: range(0, 36).map((n) => [n]),
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    ...range(1, 35)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1]),
    ...range(1, 33).map((n) => [n, n + 3]),
  ],
  street: [
    [0, 1, 2],
    [0, 2, 3],
    ...range(0, 11).map((row) => [3 * row + 1, 3 * row + 2, 3 * row + 3]),
  ],
  corner: [
    [0, 1, 2, 3],
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1, n + 3, n + 4]),
  ],
  sixLine: range(0, 10).map((row) => range(3 * row + 1, 3 * row + 6)),
};

/** A stable text key per spot, e.g. 'split:17-20', 'dozen:2', 'red': equal keys are the same spot. */
export function spotKey(spot: Spot): string {
  if ('numbers' in spot) return `${spot.type}:${spot.numbers.join('-')}`;
  if ('index' in spot) return `${spot.type}:${spot.index}`;
  return spot.type;
}

const LEGAL_KEYS = new Set<string>(
  INSIDE_BET_TYPES.flatMap((type) =>
    INSIDE_GROUPS[type].map((numbers) => spotKey({ type, numbers })),
  ),
);

/** Every spot on the table (inside groups, 3 dozens, 3 columns, 6 even-money bets). */
export const ALL_SPOTS: readonly Spot[] = [
  ...INSIDE_BET_TYPES.flatMap((type) =>
    INSIDE_GROUPS[type].map((numbers): Spot => ({ type, numbers })),
  ),
  ...(['dozen', 'column'] as const).flatMap((type) =>
    ([1, 2, 3] as const).map((index): Spot => ({ type, index })),
  ),
  ...EVEN_MONEY_BET_TYPES.map((type): Spot => ({ type })),
];

/** True when an inside spot's numbers (ascending) form a group that exists on the layout. */
export function isLegalSpot(spot: Spot): boolean {
  if ('numbers' in spot) return LEGAL_KEYS.has(spotKey(spot));
  if ('index' in spot) return spot.index === 1 || spot.index === 2 || spot.index === 3;
  return EVEN_MONEY_BET_TYPES.includes(spot.type);
}

/** The numbers a spot covers; zero is covered only by inside bets that name it. */
export function coveredNumbers(spot: Spot): readonly number[] {
  if ('numbers' in spot) return spot.numbers;
  const numbers = range(1, 36);
  if ('index' in spot) {
    if (spot.type === 'dozen') return range(12 * (spot.index - 1) + 1, 12 * spot.index);
    return numbers.filter((n) => n % 3 === spot.index % 3);
  }
  return numbers.filter((n) => {
    switch (spot.type) {
      case 'red':
        return RED.has(n);
      case 'black':
        return !RED.has(n);
      case 'odd':
        return n % 2 === 1;
      case 'even':
        return n % 2 === 0;
      case 'low':
        return n <= 18;
      case 'high':
        return n >= 19;
    }
  });
}
