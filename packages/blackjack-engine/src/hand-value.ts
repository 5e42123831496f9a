import type { Card } from '@coinwave/game-core';

/**
 * A blackjack hand's value: the best total not above 21 when one exists, and whether an ace
 * is counted as 11 in it (`soft`). Aces count 11 or 1, faces 10 (spec section 9).
 */
export interface HandValue {
  readonly total: number;
  readonly soft: boolean;
}

/**
 * The best total of a hand given its hard sum (every ace counted as 1) and its ace count: one
 * ace is raised to 11 when that keeps the total at 21 or below. Shared by the engine and the
 * lean simulation so both count exactly alike.
 */
export function bestTotal(hardSum: number, aces: number): number {
  return aces > 0 && hardSum + 10 <= 21 ? hardSum + 10 : hardSum;
}

/** Whether the best total counts an ace as 11 (a soft total), from the same inputs as `bestTotal`. */
export function isSoftTotal(hardSum: number, aces: number): boolean {
  return aces > 0 && hardSum + 10 <= 21;
}

/** The hard value of one card: the ace as 1, faces as 10, numbers at face value. */
export function hardCardValue(card: Card): number {
  return card.rank === 'A' ? 1 : card.value;
}

/** `{ total, soft }` of any number of cards: ace 11 or 1 (whichever is better), faces 10. */
export function handValue(cards: readonly Card[]): HandValue {
  let hardSum = 0;
  let aces = 0;
  for (const card of cards) {
    hardSum += hardCardValue(card);
    if (card.rank === 'A') aces += 1;
  }
  return { total: bestTotal(hardSum, aces), soft: isSoftTotal(hardSum, aces) };
}

/** A natural (blackjack): exactly two cards, an ace plus a ten-value card (spec section 4). */
export function isNatural(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** A bust: the best total is over 21. */
export function isBust(cards: readonly Card[]): boolean {
  return handValue(cards).total > 21;
}
