import type { Card } from '@coinwave/game-core';
import type { BlackjackResult } from './blackjack-rules';

/** The player's moves: the spec's hit and stand plus double down and split (DESIGN decision 8). */
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
/** One player action: 'hit' | 'stand' | 'double' | 'split'. */
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** Why an action is refused; a refused action changes nothing. */
export type ActionError =
  'HAND_NOT_IN_PLAY' | 'UNKNOWN_ACTION' | 'DOUBLE_NOT_ALLOWED' | 'SPLIT_NOT_ALLOWED';

/** One of the player's hands (two after a split). `stake` is the coins riding on it. */
export interface PlayerHand {
  readonly cards: readonly Card[];
  readonly stake: number;
  /** Doubled down: the stake was doubled and exactly one more card was dealt. */
  readonly doubled: boolean;
  /** Came from a split: an ace plus a ten on it is 21, not a natural. */
  readonly fromSplit: boolean;
  /** Takes no more cards: stood, bust, reached 21, doubled, or a split ace. */
  readonly done: boolean;
}

/** A hand after settlement: its own result title and the coins it returns (stake included). */
export interface SettledHand extends PlayerHand {
  readonly result: BlackjackResult;
  readonly payout: number;
}

/** Fields every dealt hand carries. `deck` is the rest of this hand's shuffled deck; the next card is its last. */
interface DealtFields {
  readonly bet: number;
  readonly dealer: readonly Card[];
  readonly deck: readonly Card[];
}

/** Before a deal: the player chooses a bet (the spec's betting state). */
export interface BettingState {
  readonly phase: 'betting';
}

/** The player acts on `hands[active]`; the dealer's second card is the hidden hole card. */
export interface PlayingState extends DealtFields {
  readonly phase: 'playing';
  readonly hands: readonly PlayerHand[];
  readonly active: number;
}

/** Every player hand is done; the hole card is revealed and the dealer draws while below 17. */
export interface DealerState extends DealtFields {
  readonly phase: 'dealer';
  readonly hands: readonly PlayerHand[];
}

/** Settled: `payout` coins go back to the player (stake included); `result` is the round's title. */
export interface FinishedState extends DealtFields {
  readonly phase: 'finished';
  readonly hands: readonly SettledHand[];
  readonly result: BlackjackResult;
  readonly payout: number;
}

/** The hand's state machine: betting -> playing -> dealer -> finished, plain JSON throughout. */
export type BlackjackState = BettingState | PlayingState | DealerState | FinishedState;

/** What `applyAction` returns: the next state and the extra stake it took, or an error and nothing changed. */
export type ActionResult =
  { ok: true; state: BlackjackState; cost: number } | { ok: false; error: ActionError };

/** The state before any deal. */
export const BETTING_STATE: BettingState = { phase: 'betting' };
