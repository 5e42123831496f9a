import type { HandEvent, PokerView as EngineView, Seat } from '@coinwave/poker-engine';

/** The poker-engine view as the wire carries it (hand names as plain strings). */
export type PokerView = Omit<EngineView, 'viewerHand'> & {
  readonly viewerHand: { readonly category: number; readonly name: string } | null;
};

// The server answers a poker action at once with the house's reply in the same view (DESIGN
// decision 14). The browser shows the player's move at once and each house action 2 seconds
// later (spec section 4), replaying the step's public events; the chips are the log's bookkeeping.

/** The house acts after a 2 second delay. */
export const HOUSE_DELAY_MS = 2000;

interface Chips {
  stacks: Record<Seat, number>;
  bets: Record<Seat, number>;
  pot: number;
  board: PokerView['board'];
}

/** What a step's events did to the chips on the table (a pure fold over the public log). */
export function applyEvents(start: Chips, events: readonly HandEvent[]): Chips {
  const s: Chips = {
    stacks: { ...start.stacks },
    bets: { ...start.bets },
    pot: start.pot,
    board: [...start.board],
  };
  const put = (seat: Seat, n: number) => {
    s.stacks[seat] -= n;
    s.bets[seat] += n;
    s.pot += n;
  };
  for (const e of events) {
    if (e.type === 'restock') s.stacks.house = e.chips;
    else if (e.type === 'blind' || e.type === 'call') put(e.seat, e.amount);
    else if (e.type === 'raise') put(e.seat, e.total - s.bets[e.seat]);
    else if (e.type === 'deal') {
      s.board = [...s.board, ...e.cards];
      s.bets = { player: 0, house: 0 };
    } else if (e.type === 'win' || e.type === 'refund') {
      s.stacks[e.seat] += e.amount;
      s.pot -= e.amount;
    }
  }
  return s;
}

/** Chips the player put into the pot over a hand's log (blinds, calls, raises). */
export function playerCommitted(log: readonly HandEvent[]): number {
  const before = applyEvents(
    { stacks: { player: 0, house: 0 }, bets: { player: 0, house: 0 }, pot: 0, board: [] },
    log.filter((e) => e.type !== 'win' && e.type !== 'refund'),
  );
  return -before.stacks.player;
}

const isHouseAction = (e: HandEvent) =>
  (e.type === 'check' || e.type === 'call' || e.type === 'raise' || e.type === 'fold') &&
  e.seat === 'house';

function lastActionOf(events: readonly HandEvent[], seat: Seat): string | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as HandEvent;
    if (e.type === 'deal') return null;
    if ('seat' in e && e.seat === seat) {
      if (e.type === 'raise') return `raise ${e.amount}`;
      if (e.type === 'call') return `call ${e.amount}`;
      if (e.type === 'check' || e.type === 'fold') return e.type;
    }
  }
  return null;
}

const STREETS = ['preflop', 'flop', 'flop', 'flop', 'turn', 'river'] as const;

/** One picture of the table and when to show it (ms after the reply arrived). */
export interface PokerFrame {
  view: PokerView;
  at: number;
  /** The house is about to act. */
  houseThinking: boolean;
}

/**
 * The frames of one reply: the table before each house action (one HOUSE_DELAY_MS apart, the house
 * 'thinking'), then the server's view. `prev` is the view shown before (null or a finished hand
 * when this reply starts a new hand).
 */
export function pokerFrames(prev: PokerView | null, next: PokerView): PokerFrame[] {
  const events = next.lastEvents;
  const houseAt = events.flatMap((e, i) => (isHouseAction(e) ? [i] : []));
  if (houseAt.length === 0) return [{ view: next, at: 0, houseThinking: false }];
  const earlier = next.log.slice(0, next.log.length - events.length);
  const newHand = !prev || prev.handOver || earlier.length === 0;
  let start: Chips;
  if (newHand) {
    // Work back from the final stacks: add what each seat put in during the step, take off what it got.
    const zero = {
      stacks: { player: 0, house: 0 },
      bets: { player: 0, house: 0 },
      pot: 0,
      board: [],
    };
    const delta = applyEvents(
      zero,
      events.filter((e) => e.type !== 'restock'),
    );
    start = {
      stacks: {
        player: next.stacks.player - delta.stacks.player,
        house: next.stacks.house - delta.stacks.house,
      },
      bets: { player: 0, house: 0 },
      pot: 0,
      board: [],
    };
  } else {
    start = {
      stacks: { ...prev.stacks },
      bets: { ...prev.bets },
      pot: prev.pot,
      board: prev.board,
    };
  }
  const frames: PokerFrame[] = houseAt.map((index, k) => {
    const shown = events.slice(0, index);
    const chips = applyEvents(start, shown);
    const seen = [...earlier, ...shown];
    const view: PokerView = {
      ...next,
      phase: STREETS[chips.board.length] ?? 'river',
      handOver: false,
      board: chips.board,
      pot: chips.pot,
      stacks: chips.stacks,
      bets: chips.bets,
      toAct: 'house',
      legalActions: null,
      viewerHand: chips.board.length === next.board.length ? next.viewerHand : null,
      result: null,
      players: next.players.map((p) => ({
        ...p,
        chips: chips.stacks[p.id],
        currentBet: chips.bets[p.id],
        lastAction: lastActionOf(seen, p.id),
        hand: p.id === 'house' ? [] : p.hand,
        isActive: true,
      })),
    };
    return { view, at: k * HOUSE_DELAY_MS, houseThinking: true };
  });
  frames.push({ view: next, at: houseAt.length * HOUSE_DELAY_MS, houseThinking: false });
  return frames;
}

/** The spec's poker toasts: 'You win with {hand}!', 'Split pot with {hand}', 'House wins with {hand}'. */
export function pokerToastTitle(view: PokerView): string {
  const result = view.result;
  if (!result) return '';
  const mine = result.hands?.player.name;
  const theirs = result.hands?.house.name;
  if (result.winner === 'split') return `Split pot with ${mine ?? 'the same hand'}`;
  if (result.winner === 'player')
    return mine ? `You win with ${mine}!` : 'You win! The house folds';
  return theirs ? `House wins with ${theirs}` : 'You fold - House wins';
}
