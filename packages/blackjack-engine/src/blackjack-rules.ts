/**
 * The casino variant's constants and settlement rules (spec sections 8 and 9, DESIGN decisions
 * 5, 8 and 12). Every function here is shared by the engine and the lean simulation.
 */

/** The bets a player may choose (spec section 8): 50, 100, 250 or 500 coins. */
export const BET_OPTIONS = [50, 100, 250, 500] as const;
/** One of the allowed bets. */
export type BetOption = (typeof BET_OPTIONS)[number];

/** The dealer draws while below this total and stands on every 17, soft 17 included. */
export const DEALER_STANDS_ON = 17;

/** The spec's result toast titles, word for word (spec section 8). */
export const RESULT_TITLES = {
  PLAYER_BUST: 'Player Bust - Dealer Wins',
  BOTH_BLACKJACK: 'Push - Both Blackjack',
  PLAYER_BLACKJACK: 'Blackjack! Player Wins',
  DEALER_BLACKJACK: 'Dealer Blackjack - Dealer Wins',
  DEALER_BUST: 'Dealer Bust - Player Wins',
  PLAYER_WINS: 'Player Wins',
  DEALER_WINS: 'Dealer Wins',
  PUSH: 'Push - Tie',
} as const;

/** One of the eight result titles; every settled hand and every finished round carries one. */
export type BlackjackResult = (typeof RESULT_TITLES)[keyof typeof RESULT_TITLES];

/** Why a bet is refused: not one of `BET_OPTIONS`, or above the balance. */
export type BetError = 'INVALID_BET' | 'INSUFFICIENT_FUNDS';

/**
 * Checks a bet against the spec's options and the balance (spec section 8: options above the
 * balance are disabled). Accepts `unknown` so wire input needs no coercion.
 */
export function validateBet(
  bet: unknown,
  balance: number,
): { ok: true; bet: BetOption } | { ok: false; error: BetError } {
  if (typeof bet !== 'number' || !(BET_OPTIONS as readonly number[]).includes(bet))
    return { ok: false, error: 'INVALID_BET' };
  if (!(bet <= balance)) return { ok: false, error: 'INSUFFICIENT_FUNDS' };
  return { ok: true, bet: bet as BetOption };
}

/** Whether the dealer must draw at this total: below 17 draws, any 17 or more stands (soft 17 too). */
export function dealerShouldDraw(dealerTotal: number): boolean {
  return dealerTotal < DEALER_STANDS_ON;
}

/**
 * The result when either side holds a natural after the deal, or null when neither does. A
 * natural on either side ends the hand at once (spec section 4); equal naturals push.
 */
export function naturalResult(
  playerNatural: boolean,
  dealerNatural: boolean,
): BlackjackResult | null {
  if (playerNatural && dealerNatural) return RESULT_TITLES.BOTH_BLACKJACK;
  if (playerNatural) return RESULT_TITLES.PLAYER_BLACKJACK;
  if (dealerNatural) return RESULT_TITLES.DEALER_BLACKJACK;
  return null;
}

/**
 * The result of a played hand (no naturals involved) against the dealer's final total. A bust
 * player loses even if the dealer busts too; otherwise a dealer bust wins, then higher wins.
 */
export function playedResult(playerTotal: number, dealerTotal: number): BlackjackResult {
  if (playerTotal > 21) return RESULT_TITLES.PLAYER_BUST;
  if (dealerTotal > 21) return RESULT_TITLES.DEALER_BUST;
  if (playerTotal > dealerTotal) return RESULT_TITLES.PLAYER_WINS;
  if (playerTotal < dealerTotal) return RESULT_TITLES.DEALER_WINS;
  return RESULT_TITLES.PUSH;
}

/**
 * Coins returned for a hand's stake, stake included (spec section 9): natural 2.5x, win 2x,
 * push 1x, loss 0. The natural's half coin is floored (DESIGN decision 5: integer coins); with
 * the bets 50/100/250/500 it is always whole, and naturals only ever stand on the base bet.
 */
export function payoutFor(result: BlackjackResult, stake: number): number {
  switch (result) {
    case RESULT_TITLES.PLAYER_BLACKJACK:
      return Math.floor((stake * 5) / 2);
    case RESULT_TITLES.DEALER_BUST:
    case RESULT_TITLES.PLAYER_WINS:
      return stake * 2;
    case RESULT_TITLES.BOTH_BLACKJACK:
    case RESULT_TITLES.PUSH:
      return stake;
    default:
      return 0;
  }
}

/**
 * The round's title when a split leaves two hands: the shared title when both hands agree,
 * otherwise by net coins (payouts minus stakes): 'Player Wins' if up, 'Dealer Wins' if down,
 * 'Push - Tie' if even. With one hand it is that hand's title.
 */
export function overallResult(
  hands: readonly {
    readonly result: BlackjackResult;
    readonly stake: number;
    readonly payout: number;
  }[],
): BlackjackResult {
  const first = hands[0];
  if (!first) throw new Error('overallResult: no hands');
  if (hands.every((hand) => hand.result === first.result)) return first.result;
  const net = hands.reduce((sum, hand) => sum + hand.payout - hand.stake, 0);
  if (net > 0) return RESULT_TITLES.PLAYER_WINS;
  if (net < 0) return RESULT_TITLES.DEALER_WINS;
  return RESULT_TITLES.PUSH;
}
