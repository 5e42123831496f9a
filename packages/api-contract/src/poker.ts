import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Coins, Nullable } from './common';
import { literals } from './common';
import { ActionStep, Card, RoundInfo, RoundOutcome } from './games';

// Heads-up hold'em against the house (poker-engine's `view(state, 'player')`). The house's hole
// cards appear only at a showdown; the deck, the undealt board and the Rng never leave the server.

export const Seat = literals(['player', 'house'] as const);
export type Seat = Static<typeof Seat>;
const Street = literals(['preflop', 'flop', 'turn', 'river'] as const);
/** Chips per seat. */
export const SeatChips = Type.Object({
  player: Type.Integer({ minimum: 0 }),
  house: Type.Integer({ minimum: 0 }),
});

/** A hand shown at showdown, with its category (1 High Card .. 10 Royal Flush) and name. */
export const ShowdownHand = Type.Object({
  cards: Type.Array(Card),
  category: Type.Integer(),
  name: Type.String(),
  strength: Type.Integer(),
});
const ShowdownHands = Type.Object({ player: ShowdownHand, house: ShowdownHand });

/**
 * One public event of a hand, in order. `lastEvents` of a reply are what this call did: the
 * player's action, then the house's reply (shown after the spec's 2 s), the cards dealt, the end.
 */
export const HandEvent = Type.Union([
  Type.Object({
    type: Type.Literal('restock'),
    seat: Type.Literal('house'),
    chips: Type.Integer(),
  }),
  Type.Object({ type: Type.Literal('blind'), seat: Seat, amount: Type.Integer() }),
  Type.Object({ type: Type.Literal('check'), seat: Seat, street: Street }),
  Type.Object({
    type: Type.Literal('call'),
    seat: Seat,
    street: Street,
    amount: Type.Integer(),
    allIn: Type.Boolean(),
  }),
  Type.Object({
    type: Type.Literal('raise'),
    seat: Seat,
    street: Street,
    amount: Type.Integer(),
    total: Type.Integer(),
    allIn: Type.Boolean(),
  }),
  Type.Object({ type: Type.Literal('fold'), seat: Seat, street: Street }),
  Type.Object({
    type: Type.Literal('deal'),
    street: literals(['flop', 'turn', 'river'] as const),
    cards: Type.Array(Card),
  }),
  Type.Object({ type: Type.Literal('showdown'), hands: ShowdownHands }),
  Type.Object({ type: Type.Literal('refund'), seat: Seat, amount: Type.Integer() }),
  Type.Object({ type: Type.Literal('win'), seat: Seat, amount: Type.Integer() }),
]);
export type HandEvent = Static<typeof HandEvent>;

/** How a hand ended; `payout` includes uncalled chips returned. `hands` only after a showdown. */
export const HandResult = Type.Object({
  reason: literals(['fold', 'showdown'] as const),
  winner: literals(['player', 'house', 'split'] as const),
  payout: SeatChips,
  refund: SeatChips,
  hands: Nullable(ShowdownHands),
});

/** The spec's poker player (plus isButton); the house's `hand` is empty until a showdown. */
export const PokerPlayer = Type.Object({
  id: Seat,
  name: Type.String(),
  chips: Type.Integer({ minimum: 0 }),
  hand: Type.Array(Card),
  isAI: Type.Boolean(),
  isActive: Type.Boolean(),
  currentBet: Type.Integer({ minimum: 0 }),
  lastAction: Nullable(Type.String()),
  isButton: Type.Boolean(),
});

/** What the player may do now: call costs `callAmount` (0 = check); raises go above the call. */
export const PokerLegalActions = Type.Object({
  callAmount: Type.Integer({ minimum: 0 }),
  canCheck: Type.Boolean(),
  canFold: Type.Boolean(),
  raiseOptions: Type.Array(Type.Integer()),
});

/** poker-engine's `view(state, 'player')`. */
export const PokerView = Type.Object({
  phase: literals(['preflop', 'flop', 'turn', 'river', 'showdown', 'finished'] as const),
  handOver: Type.Boolean(),
  viewer: Seat,
  button: Seat,
  players: Type.Array(PokerPlayer),
  board: Type.Array(Card),
  pot: Type.Integer({ minimum: 0 }),
  stacks: SeatChips,
  bets: SeatChips,
  toAct: Nullable(Seat),
  legalActions: Nullable(PokerLegalActions),
  /** The player's current hand name from the flop on. */
  viewerHand: Nullable(Type.Object({ category: Type.Integer(), name: Type.String() })),
  houseRestocked: Type.Boolean(),
  log: Type.Array(HandEvent),
  lastEvents: Type.Array(HandEvent),
  result: Nullable(HandResult),
});
export type PokerView = Static<typeof PokerView>;

/** `POST .../poker/action`: check, call, fold, or raise by 50/100/150/250 above the call. */
export const PokerActionBody = Type.Object(
  {
    action: literals(['check', 'call', 'raise', 'fold'] as const),
    amount: Type.Optional(Type.Integer()),
    /** The reply's `step` this action is meant for (see `ActionStep`). */
    step: Type.Optional(ActionStep),
  },
  { additionalProperties: false },
);
export type PokerActionBody = Static<typeof PokerActionBody>;

/**
 * A poker reply (new hand, action, or `GET .../poker` to resume): the view (null before the first
 * hand of the table), the house's stack, the outcome once over, and the balance. Every chip the
 * player puts in is debited at once; the payout is credited when the hand ends. A hand left alone
 * for 10 minutes is folded for the player.
 */
export const PokerReply = Type.Object({
  round: Nullable(RoundInfo),
  view: Nullable(PokerView),
  houseChips: Type.Integer({ minimum: 0 }),
  outcome: Nullable(RoundOutcome),
  balance: Coins,
  /** The player's actions in this hand so far (0 before the first); send it as the next action's `step`. */
  step: Type.Integer({ minimum: 0 }),
});
export type PokerReply = Static<typeof PokerReply>;

/** One recorded player action (the house's replies are recomputed from the seed on replay). */
export const PokerReplayAction = Type.Union([
  Type.Object({ type: literals(['check', 'call', 'fold'] as const) }),
  Type.Object({ type: Type.Literal('raise'), amount: Type.Integer() }),
]);

/**
 * Poker: the hand's start (the player's chips = their balance then, the house stack, the button),
 * the player's actions in order (`autoFolded` when the last one was the 10-minute fold), and the
 * player's final view (both hands shown after a showdown).
 */
export const PokerDetail = Type.Object({
  game: Type.Literal('poker'),
  start: Type.Object({
    playerChips: Type.Integer({ minimum: 0 }),
    houseChips: Type.Integer({ minimum: 0 }),
    button: Seat,
  }),
  actions: Type.Array(PokerReplayAction),
  autoFolded: Type.Boolean(),
  view: PokerView,
});
export type PokerDetail = Static<typeof PokerDetail>;
