/** A pocket's colour on a European wheel: 0 is green, the others red or black. */
export type Colour = 'green' | 'red' | 'black';

/** One of the wheel's 37 pockets. */
export interface Pocket {
  readonly number: number;
  readonly colour: Colour;
}

/** The 18 red numbers of a real European wheel (spec section 9: European, 0-36). */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** The colour of number n (0-36): green for 0, red for RED_NUMBERS, black otherwise. */
export function colourOf(n: number): Colour {
  if (n === 0) return 'green';
  return RED_NUMBERS.includes(n) ? 'red' : 'black';
}

/** The 37 pockets 0-36 with their real colours, indexed by number. */
export const POCKETS: readonly Pocket[] = Array.from({ length: 37 }, (_, n) => ({
  number: n,
  colour: colourOf(n),
}));
