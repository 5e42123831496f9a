import { createDeck, randomInt, type Rng } from '@coinwave/game-core';
import {
  dealerShouldDraw,
  naturalResult,
  payoutFor,
  playedResult,
  type BlackjackResult,
} from './blackjack-rules';
import { bestTotal, isSoftTotal } from './hand-value';
import { strategyAction, type StrategyMode } from './basic-strategy';

// Cards as indexes into createDeck()'s order, so a lean draw is the very card the engine deals.
const DECK = createDeck();
const RANK_ID = Int8Array.from(DECK, (card) =>
  ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(card.rank),
);
const VALUE = Int8Array.from(DECK, (card) => card.value);
const UNIT = 2; // stake units per bet, so the natural's 2.5x stays whole

/**
 * A deck dealt by a lazy Fisher-Yates: the k-th draw makes the same `randomInt` call as the
 * k-th step of game-core's `shuffle`, so it yields the card the engine would deal from the end
 * of that shuffle, without shuffling the cards nobody sees.
 */
export class LeanDeck {
  private readonly cards = new Uint8Array(52);
  private left = 52;
  constructor(private readonly rng: Rng) {}

  reset(): void {
    for (let i = 0; i < 52; i++) this.cards[i] = i;
    this.left = 52;
  }

  draw(): number {
    const j = randomInt(this.rng, this.left);
    this.left -= 1;
    const card = this.cards[j] as number;
    this.cards[j] = this.cards[this.left] as number;
    this.cards[this.left] = card;
    return card;
  }
}

interface LeanHand {
  hard: number;
  aces: number;
  count: number;
  stake: number;
  done: boolean;
}

function addCard(hand: LeanHand, card: number, splitAce: boolean): void {
  const value = VALUE[card] as number;
  hand.hard += value === 11 ? 1 : value;
  if (value === 11) hand.aces += 1;
  hand.count += 1;
  if (splitAce || bestTotal(hand.hard, hand.aces) >= 21) hand.done = true;
}

function playHand(
  deck: LeanDeck,
  hand: LeanHand,
  up: number,
  mode: StrategyMode,
  pair: number,
  mayDouble: boolean,
): void {
  while (!hand.done) {
    const total = bestTotal(hand.hard, hand.aces);
    const action = strategyAction(
      mode,
      total,
      isSoftTotal(hand.hard, hand.aces),
      up,
      mayDouble && hand.count === 2,
      hand.count === 2 ? pair : 0,
    );
    if (action === 'stand') hand.done = true;
    else {
      addCard(hand, deck.draw(), false);
      if (action === 'double') {
        hand.stake *= 2;
        hand.done = true;
      }
    }
  }
}

/**
 * Plays one hand with a strategy, the lean way (integers, no state objects) but with the
 * engine's rule functions and the engine's card order, and returns the net result in bets
 * (e.g. +1.5 for a natural, -2 for a lost double). Tests check it against the engine hand by
 * hand. Reuse one `LeanDeck` (built on the run's Rng) for every hand of a run.
 */
export function simulateHand(deck: LeanDeck, mode: StrategyMode): number {
  deck.reset();
  const p1 = deck.draw();
  const d1 = deck.draw();
  const p2 = deck.draw();
  const d2 = deck.draw();
  const up = VALUE[d1] as number;
  const dealer: LeanHand = { hard: 0, aces: 0, count: 0, stake: 0, done: false };
  addCard(dealer, d1, false);
  addCard(dealer, d2, false);
  const first: LeanHand = { hard: 0, aces: 0, count: 0, stake: UNIT, done: false };
  addCard(first, p1, false);
  addCard(first, p2, false);
  const natural = naturalResult(
    bestTotal(first.hard, first.aces) === 21,
    bestTotal(dealer.hard, dealer.aces) === 21,
  );
  if (natural !== null) return (payoutFor(natural, UNIT) - UNIT) / UNIT;

  const hands: LeanHand[] = [first];
  const pair = mode === 'basic' && RANK_ID[p1] === RANK_ID[p2] ? (VALUE[p1] as number) : 0;
  const total = bestTotal(first.hard, first.aces);
  if (
    pair > 0 &&
    strategyAction(mode, total, isSoftTotal(first.hard, first.aces), up, true, pair) === 'split'
  ) {
    const aces = pair === 11;
    const second: LeanHand = { hard: 0, aces: 0, count: 0, stake: UNIT, done: false };
    first.hard = first.aces = first.count = 0;
    addCard(first, p1, false);
    addCard(second, p2, false);
    hands.push(second);
    for (const hand of hands) {
      addCard(hand, deck.draw(), aces);
      playHand(deck, hand, up, mode, 0, false);
    }
  } else {
    playHand(deck, first, up, mode, 0, true);
  }

  let live = false;
  for (const hand of hands) if (bestTotal(hand.hard, hand.aces) <= 21) live = true;
  if (live)
    while (dealerShouldDraw(bestTotal(dealer.hard, dealer.aces)))
      addCard(dealer, deck.draw(), false);
  const dealerTotal = bestTotal(dealer.hard, dealer.aces);
  let net = 0;
  for (const hand of hands) {
    const result: BlackjackResult = playedResult(bestTotal(hand.hard, hand.aces), dealerTotal);
    net += payoutFor(result, hand.stake) - hand.stake;
  }
  return net / UNIT;
}
