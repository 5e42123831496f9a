import type { Card } from '@coinwave/game-core';
import { HAND_NAMES, handStrength, categoryOfStrength } from '../evaluator/hand-evaluator';
import {
  otherSeat,
  type HandEvent,
  type HandResult,
  type Seat,
  type SeatChips,
  type ShowdownHand,
} from './poker-types';

/** The fields settlement reads and writes (a mutable draft of the next state). */
export interface SettlementDraft {
  button: Seat;
  holes: Readonly<Record<Seat, readonly Card[]>>;
  board: readonly Card[];
  stacks: { player: number; house: number };
  bets: { player: number; house: number };
  contributed: SeatChips;
  pot: number;
  toAct: Seat | null;
  log: HandEvent[];
  result: HandResult | null;
}

function chips(player: number, house: number): SeatChips {
  return { player, house };
}

function pay(draft: SettlementDraft, payout: SeatChips): void {
  draft.stacks = {
    player: draft.stacks.player + payout.player,
    house: draft.stacks.house + payout.house,
  };
  draft.bets = { player: 0, house: 0 };
  draft.pot = 0;
  draft.toAct = null;
}

/** A fold: the other seat takes the whole pot (its own uncalled chips included). */
export function settleFold(draft: SettlementDraft, folder: Seat): void {
  const winner = otherSeat(folder);
  const payout = winner === 'player' ? chips(draft.pot, 0) : chips(0, draft.pot);
  draft.log.push({ type: 'win', seat: winner, amount: draft.pot });
  draft.result = { reason: 'fold', winner, payout, refund: chips(0, 0), hands: null };
  pay(draft, payout);
}

function showdownHand(cards: readonly Card[]): ShowdownHand {
  const strength = handStrength(cards);
  const category = categoryOfStrength(strength);
  return { cards, category, name: HAND_NAMES[category] as string, strength };
}

/**
 * A showdown over the full board: the uncalled excess goes back to whoever put in more, the
 * matched pot goes to the stronger best-five-of-seven, and a tie splits it. The odd-chip rule:
 * an odd chip goes to the seat out of position (the non-button, who acts first after the flop);
 * heads-up the matched pot is always even once the excess is refunded, so it never applies in
 * practice, but the rule is implemented and documented.
 */
export function settleShowdown(draft: SettlementDraft): void {
  const { contributed } = draft;
  const matched = Math.min(contributed.player, contributed.house);
  const refund = chips(contributed.player - matched, contributed.house - matched);
  for (const seat of ['player', 'house'] as const) {
    if (refund[seat] > 0) draft.log.push({ type: 'refund', seat, amount: refund[seat] });
  }
  const hands = {
    player: showdownHand([...draft.holes.player, ...draft.board]),
    house: showdownHand([...draft.holes.house, ...draft.board]),
  };
  draft.log.push({ type: 'showdown', hands });
  const contested = 2 * matched;
  const diff = hands.player.strength - hands.house.strength;
  let share: SeatChips;
  let winner: Seat | 'split';
  if (diff !== 0) {
    winner = diff > 0 ? 'player' : 'house';
    share = winner === 'player' ? chips(contested, 0) : chips(0, contested);
  } else {
    winner = 'split';
    const half = Math.floor(contested / 2);
    const odd = contested - 2 * half;
    const outOfPosition = otherSeat(draft.button);
    share = chips(
      half + (outOfPosition === 'player' ? odd : 0),
      half + (outOfPosition === 'house' ? odd : 0),
    );
  }
  for (const seat of ['player', 'house'] as const) {
    if (share[seat] > 0) draft.log.push({ type: 'win', seat, amount: share[seat] });
  }
  const payout = chips(share.player + refund.player, share.house + refund.house);
  draft.result = { reason: 'showdown', winner, payout, refund, hands };
  pay(draft, payout);
}
