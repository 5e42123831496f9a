import type { Card } from '@coinwave/game-core';
import { legalActions, totalStake } from './blackjack-engine';
import type { BlackjackResult } from './blackjack-rules';
import type { BlackjackAction, BlackjackState, PlayerHand, SettledHand } from './blackjack-state';
import { handValue, isNatural } from './hand-value';

/** One player hand as the browser sees it. `result` and `payout` are null until the round settles. */
export interface HandView {
  readonly cards: Card[];
  readonly total: number;
  readonly soft: boolean;
  readonly stake: number;
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  readonly done: boolean;
  readonly bust: boolean;
  /** A natural: two cards, ace plus ten, not from a split. */
  readonly blackjack: boolean;
  readonly active: boolean;
  readonly result: BlackjackResult | null;
  readonly payout: number | null;
}

/** The dealer as the browser sees it: while playing only the up card, plus a count of hidden cards. */
export interface DealerView {
  readonly cards: Card[];
  readonly hiddenCards: number;
  /** Value of the visible cards only. */
  readonly total: number;
  readonly soft: boolean;
  readonly blackjack: boolean;
}

/**
 * What the API sends to the browser: plain JSON, no deck and no hole card until the dealer
 * plays (spec section 4: the dealer's second card is hidden while playing). `actions` lists
 * what the player may do now; `result`, `payout` and `net` (payout minus total stake) are set
 * once the round is finished.
 */
export interface BlackjackView {
  readonly phase: BlackjackState['phase'];
  readonly bet: number | null;
  readonly hands: HandView[];
  readonly activeHand: number | null;
  readonly dealer: DealerView;
  readonly actions: BlackjackAction[];
  readonly totalStake: number;
  readonly result: BlackjackResult | null;
  readonly payout: number | null;
  readonly net: number | null;
}

const copyCard = (card: Card): Card => ({ suit: card.suit, rank: card.rank, value: card.value });

function handView(hand: PlayerHand | SettledHand, active: boolean): HandView {
  const { total, soft } = handValue(hand.cards);
  return {
    cards: hand.cards.map(copyCard),
    total,
    soft,
    stake: hand.stake,
    doubled: hand.doubled,
    fromSplit: hand.fromSplit,
    done: hand.done,
    bust: total > 21,
    blackjack: !hand.fromSplit && isNatural(hand.cards),
    active,
    result: 'result' in hand ? hand.result : null,
    payout: 'payout' in hand ? hand.payout : null,
  };
}

function dealerView(cards: readonly Card[], hideHoleCard: boolean): DealerView {
  const visible = hideHoleCard ? cards.slice(0, 1) : cards;
  const { total, soft } = handValue(visible);
  return {
    cards: visible.map(copyCard),
    hiddenCards: cards.length - visible.length,
    total,
    soft,
    blackjack: !hideHoleCard && isNatural(cards),
  };
}

/**
 * The browser's view of a state. Hides the hole card and the deck while playing; from the
 * dealer phase on the dealer's cards are shown. The deck never leaves the server (the revealed
 * seed lets anyone recompute it). With `balance`, unaffordable doubles and splits are omitted.
 */
export function view(state: BlackjackState, balance?: number): BlackjackView {
  if (state.phase === 'betting') {
    return {
      phase: 'betting',
      bet: null,
      hands: [],
      activeHand: null,
      dealer: { cards: [], hiddenCards: 0, total: 0, soft: false, blackjack: false },
      actions: [],
      totalStake: 0,
      result: null,
      payout: null,
      net: null,
    };
  }
  const playing = state.phase === 'playing';
  const active = playing ? state.active : null;
  const finished = state.phase === 'finished';
  const stake = totalStake(state);
  return {
    phase: state.phase,
    bet: state.bet,
    hands: state.hands.map((hand, i) => handView(hand, i === active)),
    activeHand: active,
    dealer: dealerView(state.dealer, playing),
    actions: legalActions(state, balance),
    totalStake: stake,
    result: finished ? state.result : null,
    payout: finished ? state.payout : null,
    net: finished ? state.payout - stake : null,
  };
}
