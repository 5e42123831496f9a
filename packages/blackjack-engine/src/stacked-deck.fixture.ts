import { cardLabel, createDeck, createSeededRng, shuffle, type Card } from '@coinwave/game-core';

/** Test fixture: a deck whose first cards (in deal order) are `labels` such as 'As' or '10h'. */
export function stackedDeck(...labels: string[]): Card[] {
  const rest = createDeck().filter((card) => !labels.includes(cardLabel(card)));
  const top = labels.map((label) => {
    const card = createDeck().find((c) => cardLabel(c) === label);
    if (!card) throw new Error(`stackedDeck: unknown card ${label}`);
    return card;
  });
  if (new Set(labels).size !== labels.length)
    throw new Error('stackedDeck: a card is listed twice');
  // Cards are dealt from the end of the deck.
  return [...rest, ...top.reverse()];
}

/** Test fixture: a seeded shuffle, optionally rigged so the player's two cards are a pair. */
export function seededDeck(seed: string, forcePair: boolean): Card[] {
  const deck = shuffle(createDeck(), createSeededRng(seed));
  if (forcePair) {
    const n = deck.length;
    const first = deck[n - 1] as Card;
    const mate = deck.findIndex((card, i) => i < n - 1 && card.rank === first.rank && i !== n - 3);
    [deck[mate], deck[n - 3]] = [deck[n - 3] as Card, deck[mate] as Card];
  }
  return deck;
}
