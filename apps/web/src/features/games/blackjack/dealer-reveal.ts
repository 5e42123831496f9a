import type { BlackjackView } from '@coinwave/api-contract';
import { handValue } from '@coinwave/blackjack-engine';
import { netText } from '../table/net-text';

// The server plays the dealer out in the same call that ends the player's turn (DESIGN decision
// 14); the browser replays its finished view card by card with the spec's timings.

/** The dealer turns the hole card and draws one card per second (spec section 4). */
export const DEALER_STEP_MS = 1000;

/**
 * The views to show, in order, one DEALER_STEP_MS apart, for a finished hand: first with the hole
 * card still down and no results, then the hole card turned, then each drawn card, and last the
 * finished view itself. Totals are the engine's (`handValue`); nothing is decided here.
 */
export function dealerFrames(finished: BlackjackView): BlackjackView[] {
  const cards = finished.dealer.cards;
  if (finished.phase !== 'finished' || cards.length < 2) return [finished];
  const pending = (shown: number, hidden: number): BlackjackView => {
    const visible = cards.slice(0, shown);
    const { total, soft } = handValue(visible);
    return {
      ...finished,
      phase: 'dealer',
      actions: [],
      result: null,
      payout: null,
      net: null,
      activeHand: null,
      hands: finished.hands.map((h) => ({ ...h, active: false, result: null, payout: null })),
      dealer: { cards: visible, hiddenCards: hidden, total, soft, blackjack: false },
    };
  };
  const frames = [pending(1, 1)];
  for (let shown = 2; shown < cards.length; shown++) frames.push(pending(shown, 0));
  frames.push(finished);
  return frames;
}

/** Delay before the first step: a natural or a hand hit to exactly 21 waits 1 second (spec section 4). */
export const FIRST_STEP_MS = DEALER_STEP_MS;

/** The result toast of a finished hand: the spec's title with 'You won N coins!' or 'You lost N coins'. */
export function resultToast(view: BlackjackView) {
  const net = view.net ?? 0;
  return {
    title: view.result ?? 'Hand over',
    description: netText(net),
    variant:
      net > 0 ? ('success' as const) : net < 0 ? ('destructive' as const) : ('default' as const),
  };
}
