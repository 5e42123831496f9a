import type { SlotSymbol } from '@coinwave/api-contract';

/** Stories' reel window: four sevens on the middle line (line 1) from the left. */
export const SEVENS_ON_LINE_1: SlotSymbol[][] = [
  ['lemon', 'seven', 'bell'],
  ['star', 'seven', 'orange'],
  ['bell', 'seven', 'lemon'],
  ['orange', 'seven', 'balloon'],
  ['moneyBag', 'lemon', 'star'],
];
