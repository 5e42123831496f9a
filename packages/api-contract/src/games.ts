// The narrow entry points: the package roots also hold the RNG and the engines, which the web
// app's first screens (they import this contract) would otherwise count as theirs.
import { RANKS, SUITS } from '@coinwave/game-core/cards';
import { SYMBOLS } from '@coinwave/slots-engine/symbols';
import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Coins, extendObject, Id, literals, Nullable } from './common';
import { GameKind } from './social';

// The game-round wire. The server decides every round with the engine packages; these
// are the shapes it sends. Field names follow the engines' own result and view types (the
// `@coinwave/api-contract/replay` module checks at compile time that the engines still fit them).

/** A round is 'in_progress' (a blackjack/poker hand or a slots bonus awaiting the player) or 'finished'. */
export const ROUND_STATUSES = ['in_progress', 'finished'] as const;
export const RoundStatus = literals(ROUND_STATUSES);
export type RoundStatus = Static<typeof RoundStatus>;

/** A finished round's outcome for the player: payout above the stake, below it, or equal. */
export const RoundOutcome = literals(['win', 'loss', 'push'] as const);
export type RoundOutcome = Static<typeof RoundOutcome>;

/**
 * The provably fair identity of a round, sent with every game reply: its Rng is
 * `roundRng(serverSeed, clientSeed, nonce)` (game-core); the server seed itself is revealed by
 * `POST /api/fairness/rotate`, and its SHA-256 must equal `serverSeedHash`.
 */
export const RoundInfo = Type.Object({
  id: Id,
  /** The game the round belongs to. */
  gameId: Id,
  game: GameKind,
  status: RoundStatus,
  nonce: Type.Integer({ minimum: 0 }),
  clientSeed: Type.String(),
  serverSeedHash: Type.String(),
});
export type RoundInfo = Static<typeof RoundInfo>;

// ---------------------------------------------------------------------------------------------
// Cards (game-core's Card: the spec's suit, rank and value)

export const Suit = literals(SUITS);
export const Rank = literals(RANKS);
/** A playing card; `value` is the blackjack value with the ace high (11), faces 10. */
export const Card = Type.Object({ suit: Suit, rank: Rank, value: Type.Integer() });
export type Card = Static<typeof Card>;

// ---------------------------------------------------------------------------------------------
// Slots

export const SlotSymbol = literals(SYMBOLS);
export type SlotSymbol = Static<typeof SlotSymbol>;

/** One paying line: `count` (3-5) `symbol`s from the leftmost reel pay bet x multiplier. */
export const LineWin = Type.Object({
  lineId: Type.Integer(),
  symbol: SlotSymbol,
  count: Type.Integer(),
  multiplier: Type.Integer(),
  win: Coins,
});
export type LineWin = Static<typeof LineWin>;

/** A balloon as the player sees it: an unpopped one shows only its id (the layout stays secret). */
export const BalloonView = Type.Union([
  Type.Object({ id: Type.Integer(), popped: Type.Literal(false) }),
  Type.Object({
    id: Type.Integer(),
    popped: Type.Literal(true),
    isWrong: Type.Boolean(),
    prize: Coins,
  }),
]);
export type BalloonView = Static<typeof BalloonView>;

/** The balloon bonus (slots-engine `bonusView`): 12 balloons, 4 wrong; ends at the 4th wrong pop. */
export const BonusView = Type.Object({
  phase: literals(['popping', 'finished'] as const),
  bet: Coins,
  balloons: Type.Array(BalloonView),
  wrongPops: Type.Integer({ minimum: 0 }),
  wrongLeft: Type.Integer({ minimum: 0 }),
  totalWin: Coins,
});
export type BonusView = Static<typeof BonusView>;

export const SlotsSpinBody = Type.Object({ bet: Type.Integer() }, { additionalProperties: false });
export type SlotsSpinBody = Static<typeof SlotsSpinBody>;
export const BalloonPopBody = Type.Object(
  { balloonId: Type.Integer() },
  { additionalProperties: false },
);
export type BalloonPopBody = Static<typeof BalloonPopBody>;

/**
 * One slots round as the table shows it. `lineWin` is the line wins; `bonus` is the balloon bonus
 * when the spin triggered it. `winnings` = lineWin + bonus total so far, `net` = winnings - bet.
 * While the bonus is running (`round.status` 'in_progress') nothing has been credited yet: the
 * whole `winnings` is credited in one entry when the 4th wrong balloon ends the bonus.
 * `lastPop` is the balloon the call just popped (pop replies only).
 */
export const SlotsRound = Type.Object({
  round: RoundInfo,
  bet: Coins,
  stops: Type.Array(Type.Integer()),
  /** grid[reel][row]: 5 reels of 3 symbols, row 0 on top. */
  grid: Type.Array(Type.Array(SlotSymbol)),
  lineWins: Type.Array(LineWin),
  bonusLines: Type.Array(Type.Integer()),
  bonusTriggered: Type.Boolean(),
  lineWin: Coins,
  bonus: Nullable(BonusView),
  lastPop: Nullable(Type.Object({ id: Type.Integer(), isWrong: Type.Boolean(), prize: Coins })),
  winnings: Coins,
  net: Type.Integer(),
  /** Set once the round is finished. */
  outcome: Nullable(RoundOutcome),
});
export type SlotsRound = Static<typeof SlotsRound>;

/** A spin or pop reply: the round plus the balance after it. */
export const SlotsReply = extendObject(SlotsRound, { balance: Coins });
export type SlotsReply = Static<typeof SlotsReply>;

/** `GET .../slots`: the session's unfinished bonus round to resume (null when none) and the balance. */
export const SlotsTable = Type.Object({ current: Nullable(SlotsRound), balance: Coins });
export type SlotsTable = Static<typeof SlotsTable>;

// ---------------------------------------------------------------------------------------------
// Roulette (roulette-engine's Bet: a spot plus an amount)

const RouletteNumber = Type.Integer({ minimum: 0, maximum: 36 });
const Stake = Type.Integer({ minimum: 1 });
/**
 * One bet: inside bets name their numbers (`{ type: 'split', numbers: [17, 20], amount: 50 }`),
 * dozens and columns an index 1-3, even-money bets only their type. Amounts are sums of chips
 * (multiples of 25); the engine also checks the spot exists on the layout.
 */
export const RouletteBet = Type.Union([
  Type.Object(
    {
      type: literals(['straight', 'split', 'street', 'corner', 'sixLine'] as const),
      numbers: Type.Array(RouletteNumber, { minItems: 1, maxItems: 6 }),
      amount: Stake,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: literals(['dozen', 'column'] as const),
      index: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
      amount: Stake,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: literals(['red', 'black', 'odd', 'even', 'low', 'high'] as const), amount: Stake },
    { additionalProperties: false },
  ),
]);
export type RouletteBet = Static<typeof RouletteBet>;

/** At most 500 entries (repeated spots are merged into one bet). */
export const RouletteSpinBody = Type.Object(
  { bets: Type.Array(RouletteBet, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type RouletteSpinBody = Static<typeof RouletteSpinBody>;

export const Pocket = Type.Object({
  number: RouletteNumber,
  colour: literals(['green', 'red', 'black'] as const),
});
export type Pocket = Static<typeof Pocket>;

/** One bet's result: `winnings` returned, stake included (0 when it lost). */
export const RouletteBetResult = Type.Object({
  bet: RouletteBet,
  won: Type.Boolean(),
  winnings: Coins,
});

/** A roulette spin: the pocket, each (merged) bet's result, winnings, net and the balance after it. */
export const RouletteReply = Type.Object({
  round: RoundInfo,
  pocket: Pocket,
  results: Type.Array(RouletteBetResult),
  totalStake: Coins,
  winnings: Coins,
  net: Type.Integer(),
  outcome: RoundOutcome,
  balance: Coins,
});
export type RouletteReply = Static<typeof RouletteReply>;

// ---------------------------------------------------------------------------------------------
// Blackjack (blackjack-engine's `view`)

export const BLACKJACK_RESULTS = [
  'Player Bust - Dealer Wins',
  'Push - Both Blackjack',
  'Blackjack! Player Wins',
  'Dealer Blackjack - Dealer Wins',
  'Dealer Bust - Player Wins',
  'Player Wins',
  'Dealer Wins',
  'Push - Tie',
] as const;
/** The spec's blackjack toast titles, word for word. */
export const BlackjackResult = literals(BLACKJACK_RESULTS);
export const BlackjackAction = literals(['hit', 'stand', 'double', 'split'] as const);
export type BlackjackAction = Static<typeof BlackjackAction>;

export const BlackjackHandView = Type.Object({
  cards: Type.Array(Card),
  total: Type.Integer(),
  soft: Type.Boolean(),
  stake: Coins,
  doubled: Type.Boolean(),
  fromSplit: Type.Boolean(),
  done: Type.Boolean(),
  bust: Type.Boolean(),
  blackjack: Type.Boolean(),
  active: Type.Boolean(),
  result: Nullable(BlackjackResult),
  payout: Nullable(Coins),
});

/** The dealer: while playing only the up card (`hiddenCards: 1`, `total` of the visible cards). */
export const BlackjackDealerView = Type.Object({
  cards: Type.Array(Card),
  hiddenCards: Type.Integer({ minimum: 0 }),
  total: Type.Integer(),
  soft: Type.Boolean(),
  blackjack: Type.Boolean(),
});

/**
 * blackjack-engine's `view`: no deck and no hole card while playing. Stored hands are only
 * 'playing' or 'finished' (the dealer is played out in the same call); the browser animates the
 * dealer's draws (cards after the second) from the finished view.
 */
export const BlackjackView = Type.Object({
  phase: literals(['betting', 'playing', 'dealer', 'finished'] as const),
  bet: Nullable(Coins),
  hands: Type.Array(BlackjackHandView),
  activeHand: Nullable(Type.Integer()),
  dealer: BlackjackDealerView,
  /** What the player may do now (double/split only when affordable). */
  actions: Type.Array(BlackjackAction),
  totalStake: Coins,
  result: Nullable(BlackjackResult),
  payout: Nullable(Coins),
  net: Nullable(Type.Integer()),
});
export type BlackjackView = Static<typeof BlackjackView>;

export const BlackjackDealBody = Type.Object(
  { bet: Type.Integer() },
  { additionalProperties: false },
);
export type BlackjackDealBody = Static<typeof BlackjackDealBody>;
/**
 * The step a blackjack or poker action is meant for: the reply's `step` (the player's actions in
 * the hand so far). Optional; when sent and the hand is at another step (a retry of an action
 * already played, or a stale screen), the action is refused with 409 and nothing happens.
 */
export const ActionStep = Type.Integer({ minimum: 0, maximum: 1_000_000 });

export const BlackjackActionBody = Type.Object(
  { action: BlackjackAction, step: Type.Optional(ActionStep) },
  { additionalProperties: false },
);
export type BlackjackActionBody = Static<typeof BlackjackActionBody>;

/**
 * A blackjack reply (deal, action, or `GET .../blackjack` to resume after a reload): the view, the
 * round (null before the first deal of the session when nothing is in progress), the outcome once
 * finished, and the balance.
 */
export const BlackjackReply = Type.Object({
  round: Nullable(RoundInfo),
  view: BlackjackView,
  outcome: Nullable(RoundOutcome),
  balance: Coins,
  /** The player's actions in this hand so far (0 before the first); send it as the next action's `step`. */
  step: Type.Integer({ minimum: 0 }),
});
export type BlackjackReply = Static<typeof BlackjackReply>;
