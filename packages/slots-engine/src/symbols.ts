/**
 * The seven reel symbols of the spec (section 9: 7, orange, lemon, bell, money bag, star, balloon),
 * as plain JSON strings. The order is the engine's internal symbol code (index in this array).
 */
export const SYMBOLS = ['seven', 'moneyBag', 'bell', 'star', 'orange', 'lemon', 'balloon'] as const;

/** One reel symbol. */
export type SlotSymbol = (typeof SYMBOLS)[number];

/** The symbol whose lines of 3+ from the leftmost reel trigger the balloon bonus. */
export const BONUS_SYMBOL: SlotSymbol = 'balloon';

/** True when `value` is one of the seven symbol names (for checking untrusted data). */
export function isSlotSymbol(value: unknown): value is SlotSymbol {
  return typeof value === 'string' && (SYMBOLS as readonly string[]).includes(value);
}
