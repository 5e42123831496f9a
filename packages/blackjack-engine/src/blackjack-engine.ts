import { createDeck, shuffle, type Card, type Rng } from '@coinwave/game-core';
import { BET_OPTIONS } from './blackjack-rules';
import {
  BLACKJACK_ACTIONS,
  type ActionResult,
  type BlackjackAction,
  type BlackjackState,
  type PlayerHand,
  type PlayingState,
} from './blackjack-state';
import { drawCard, playDealer, settleNaturals } from './dealer-play';
import { handValue } from './hand-value';

/**
 * Deals a hand from an already shuffled deck, taking cards from its end: player, dealer,
 * player, dealer (the dealer's second card is the hole card). A natural on either side settles
 * the hand at once. `startHand` is this with a fresh shuffle; tests and replays stack decks here.
 */
export function startHandWithDeck(bet: number, deck: readonly Card[]): BlackjackState {
  if (!(BET_OPTIONS as readonly number[]).includes(bet)) {
    throw new RangeError(
      `startHand: bet must be one of ${BET_OPTIONS.join('/')}, got ${bet}; check it with validateBet first`,
    );
  }
  let rest: readonly Card[] = deck;
  const deal = (): Card => {
    const [card, remaining] = drawCard(rest);
    rest = remaining;
    return card;
  };
  const p1 = deal();
  const d1 = deal();
  const p2 = deal();
  const d2 = deal();
  const hand: PlayerHand = {
    cards: [p1, p2],
    stake: bet,
    doubled: false,
    fromSplit: false,
    done: false,
  };
  const dealer = [d1, d2];
  return (
    settleNaturals(bet, hand, dealer, rest) ?? {
      phase: 'playing',
      bet,
      hands: [hand],
      active: 0,
      dealer,
      deck: rest,
    }
  );
}

/**
 * Starts a hand: one freshly shuffled 52-card deck per hand (DESIGN decision 12), whose
 * remainder is kept in the state, so no later action needs randomness. The bet must be one of
 * `BET_OPTIONS` (a RangeError otherwise: the caller validates with `validateBet` and debits it).
 */
export function startHand(bet: number, rng: Rng): BlackjackState {
  return startHandWithDeck(bet, shuffle(createDeck(), rng));
}

function activeHand(state: PlayingState): PlayerHand {
  const hand = state.hands[state.active];
  if (!hand) throw new Error(`blackjack: no hand at index ${state.active}`);
  return hand;
}

/** Double on a hand's first two cards, but not after a split (keeps a house edge for basic strategy). */
function canDouble(state: PlayingState): boolean {
  const hand = activeHand(state);
  return hand.cards.length === 2 && !hand.fromSplit && !hand.doubled && !hand.done;
}

/** One split per round, of two cards of equal rank (10-J is not a pair). */
function canSplit(state: PlayingState): boolean {
  const hand = activeHand(state);
  const [a, b] = hand.cards;
  return (
    state.hands.length === 1 &&
    hand.cards.length === 2 &&
    a !== undefined &&
    b !== undefined &&
    a.rank === b.rank
  );
}

/**
 * The actions allowed now: hit and stand while playing; double on a hand's first two cards
 * (not after a split); split once, on
 * two cards of equal rank. With `balance` (coins left after the stakes already debited), double
 * and split are offered only when their extra stake is affordable.
 */
export function legalActions(
  state: BlackjackState,
  balance = Number.POSITIVE_INFINITY,
): BlackjackAction[] {
  if (state.phase !== 'playing') return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const extra = activeHand(state).stake;
  if (canDouble(state) && extra <= balance) actions.push('double');
  if (canSplit(state) && extra <= balance) actions.push('split');
  return actions;
}

/**
 * Extra coins an action puts at risk, for the server to debit before applying it: the active
 * hand's stake for a double or a split, 0 for hit and stand (and for any illegal action).
 */
export function actionCost(state: BlackjackState, action: BlackjackAction): number {
  if (state.phase !== 'playing' || !legalActions(state).includes(action)) return 0;
  return action === 'double' || action === 'split' ? activeHand(state).stake : 0;
}

/** Every coin staked on the round so far: the bet plus any doubles and the split. */
export function totalStake(state: BlackjackState): number {
  return state.phase === 'betting' ? 0 : state.hands.reduce((sum, hand) => sum + hand.stake, 0);
}

function withCard(hand: PlayerHand, card: Card): PlayerHand {
  const cards = [...hand.cards, card];
  // Over 21 busts; exactly 21 moves on (spec section 4); a split ace takes just one card.
  const total = handValue(cards).total;
  const splitAce = hand.fromSplit && cards[0]?.rank === 'A';
  return { ...hand, cards, done: hand.done || total >= 21 || splitAce };
}

/** Moves to the next unfinished hand (dealing a split hand its second card), or to the dealer. */
function advance(state: PlayingState): BlackjackState {
  let { hands, deck, active } = state;
  while (active < hands.length) {
    let hand = hands[active] as PlayerHand;
    if (hand.cards.length === 1) {
      const [card, rest] = drawCard(deck);
      deck = rest;
      hand = withCard(hand, card);
      hands = hands.map((h, i) => (i === active ? hand : h));
    }
    if (!hand.done) return { ...state, hands, deck, active };
    active += 1;
  }
  return playDealer({ phase: 'dealer', bet: state.bet, hands, dealer: state.dealer, deck });
}

function replaceActive(state: PlayingState, hand: PlayerHand): PlayingState {
  return { ...state, hands: state.hands.map((h, i) => (i === state.active ? hand : h)) };
}

function play(state: PlayingState, action: BlackjackAction): BlackjackState {
  const hand = activeHand(state);
  switch (action) {
    case 'stand':
      return advance(replaceActive(state, { ...hand, done: true }));
    case 'hit':
    case 'double': {
      const [card, deck] = drawCard(state.deck);
      const drawn = withCard(hand, card);
      const next =
        action === 'double'
          ? { ...drawn, stake: hand.stake * 2, doubled: true, done: true }
          : drawn;
      return advance(replaceActive({ ...state, deck }, next));
    }
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const base = { stake: hand.stake, doubled: false, fromSplit: true, done: false };
      return advance({
        ...state,
        hands: [
          { ...base, cards: [first] },
          { ...base, cards: [second] },
        ],
      });
    }
  }
}

/**
 * Applies the player's action. Illegal actions return `{ ok: false, error }` and change
 * nothing. When the last hand is done the dealer plays out in the same call (the server never
 * waits, DESIGN decision 14) and the state is 'finished' with `payout` and `result`. `cost`
 * is the extra stake taken (see `actionCost`). `_rng` is accepted for the engines' common
 * signature: the deck shuffled at `startHand` drives every card.
 */
export function applyAction(
  state: BlackjackState,
  action: BlackjackAction,
  _rng?: Rng,
): ActionResult {
  if (!(BLACKJACK_ACTIONS as readonly unknown[]).includes(action))
    return { ok: false, error: 'UNKNOWN_ACTION' };
  if (state.phase !== 'playing') return { ok: false, error: 'HAND_NOT_IN_PLAY' };
  const legal = legalActions(state);
  if (!legal.includes(action))
    return { ok: false, error: action === 'double' ? 'DOUBLE_NOT_ALLOWED' : 'SPLIT_NOT_ALLOWED' };
  return { ok: true, state: play(state, action), cost: actionCost(state, action) };
}

/**
 * The rule for a hand left alone (DESIGN decision 15): every remaining hand stands, then the
 * dealer plays as usual. Deterministic: the deck was fixed at the deal, so replaying the returned
 * actions from the same seeds gives the same outcome. A hand not in play is returned unchanged.
 */
export function settleByRule(state: BlackjackState): {
  state: BlackjackState;
  actions: BlackjackAction[];
} {
  const actions: BlackjackAction[] = [];
  let current = state;
  while (current.phase === 'playing') {
    current = play(current, 'stand');
    actions.push('stand');
  }
  return { state: current, actions };
}
