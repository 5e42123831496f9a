/** The four French suits, in the spec's order. */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from ace to king, as the spec writes them. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/**
 * A playing card as the spec defines it: suit, rank and value. `value` is the blackjack value
 * with the ace counted high (11) and faces as 10; games that rank cards differently derive it.
 */
export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
  readonly value: number;
}

/** The blackjack value of a rank with the ace counted high: A = 11, J/Q/K = 10, else its number. */
export function rankValue(rank: Rank): number {
  if (rank === 'A') return 11;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/** Builds one card with its value. */
export function makeCard(rank: Rank, suit: Suit): Card {
  return { suit, rank, value: rankValue(rank) };
}

/** A fresh 52-card deck in a fixed order (suits in SUITS order, ranks in RANKS order). */
export function createDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => makeCard(rank, suit)));
}

/** A short, stable label such as `'10h'` or `'As'`, handy for logs, tests and keys. */
export function cardLabel(card: Card): string {
  return `${card.rank}${card.suit[0]}`;
}
