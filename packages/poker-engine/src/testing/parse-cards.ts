import { makeCard, type Card, type Rank, type Suit } from '@coinwave/game-core';

const SUIT_BY_LETTER: Record<string, Suit> = {
  s: 'spades',
  h: 'hearts',
  d: 'diamonds',
  c: 'clubs',
};

/** Test helper: parses 'As Kh Td 10c 2s' (T or 10 for ten) into cards. Not part of the public API. */
export function parseCards(text: string): Card[] {
  return text
    .trim()
    .split(/\s+/)
    .map((token) => {
      const suit = SUIT_BY_LETTER[token.slice(-1).toLowerCase()];
      const rawRank = token.slice(0, -1).toUpperCase();
      const rank = (rawRank === 'T' ? '10' : rawRank) as Rank;
      if (!suit) throw new Error(`parseCards: bad card ${token}`);
      return makeCard(rank, suit);
    });
}
