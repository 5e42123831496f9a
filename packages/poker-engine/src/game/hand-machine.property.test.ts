import { createSeededRng, type Card } from '@coinwave/game-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { legalActions } from './betting-rules';
import { applyAction, startHand } from './hand-machine';
import { isHandOver, type PokerAction, type PokerState, type Seat } from './poker-types';
import { view } from './poker-view';

const RUNOUTS = 100; // the bot's logic is the same at any run-out count; keep the suite fast

const handArb = fc.record({
  seed: fc.string({ maxLength: 12 }),
  button: fc.constantFrom<Seat>('player', 'house'),
  playerChips: fc.integer({ min: 50, max: 2000 }),
  houseChips: fc.integer({ min: 0, max: 12_000 }),
  choices: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
});

function options(state: PokerState): PokerAction[] {
  const legal = legalActions(state, 'player');
  if (!legal) return [];
  return [
    { type: 'call' },
    { type: 'fold' },
    ...(legal.canCheck ? [{ type: 'check' } as const] : []),
    ...legal.raiseOptions.map((amount) => ({ type: 'raise' as const, amount })),
  ];
}

/** Plays a hand, picking legal player actions by index; returns every state along the way. */
interface HandInput {
  seed: string;
  button: Seat;
  playerChips: number;
  houseChips: number;
  choices: number[];
}

function play(h: HandInput): PokerState[] {
  const first = startHand({ ...h, houseRunouts: RUNOUTS }, createSeededRng(h.seed));
  if (!first.ok) throw new Error(first.error);
  const states = [first.state];
  for (const choice of h.choices) {
    const state = states[states.length - 1]!;
    if (isHandOver(state)) break;
    const opts = options(state);
    const next = applyAction(state, opts[choice % opts.length]!);
    if (!next.ok) throw new Error(next.error);
    states.push(next.state);
  }
  return states;
}

const key = (c: Card) => `${c.rank}${c.suit}`;

describe('hand state machine properties', () => {
  test.prop([handArb], { numRuns: 60 })('conserves chips and accounts every player chip', (h) => {
    const states = play(h);
    const total = states[0]!.stacks.player + states[0]!.stacks.house + states[0]!.pot;
    let debited = 0;
    for (const s of states) {
      expect(s.stacks.player + s.stacks.house + s.pot).toBe(total);
      if (!isHandOver(s)) expect(s.contributed.player + s.contributed.house).toBe(s.pot);
      expect(
        Math.min(s.stacks.player, s.stacks.house, s.pot, s.playerCommittedThisStep),
      ).toBeGreaterThanOrEqual(0);
      debited += s.playerCommittedThisStep;
    }
    const last = states[states.length - 1]!;
    if (isHandOver(last)) {
      expect(last.pot).toBe(0);
      expect(h.playerChips - debited + last.result!.payout.player).toBe(last.stacks.player);
      expect(last.result!.payout.player + last.result!.payout.house).toBe(
        last.contributed.player + last.contributed.house,
      );
    } else {
      expect(h.playerChips - debited).toBe(last.stacks.player);
    }
  });

  test.prop([handArb], { numRuns: 60 })('never deals a card twice', (h) => {
    for (const s of play(h)) {
      expect(new Set(s.deck.map(key)).size).toBe(52);
      const dealt = [...s.holes.player, ...s.holes.house, ...s.board].map(key);
      expect(new Set(dealt).size).toBe(dealt.length);
      expect(dealt).toEqual(s.deck.slice(0, 4 + s.board.length).map(key));
    }
  });

  test.prop(
    [
      handArb,
      fc.oneof(
        fc.constant({ type: 'check' }),
        fc.record({ type: fc.constant('raise'), amount: fc.integer({ min: -100, max: 400 }) }),
        fc.anything(),
      ),
    ],
    { numRuns: 60 },
  )('illegal actions change nothing', (h, action) => {
    for (const s of play(h)) {
      const snapshot = JSON.stringify(s);
      const result = applyAction(s, action as PokerAction);
      const a = action as { type?: unknown; amount?: unknown } | null;
      const legal =
        !isHandOver(s) &&
        typeof a === 'object' &&
        a !== null &&
        options(s).some((o) => o.type === a.type && (o.type !== 'raise' || o.amount === a.amount));
      if (!legal) expect(result.ok).toBe(false);
      expect(JSON.stringify(s)).toBe(snapshot);
    }
  });

  test.prop([handArb], { numRuns: 40 })('survives a JSON round trip and replays exactly', (h) => {
    const states = play(h);
    for (const s of states) {
      const copy = JSON.parse(JSON.stringify(s)) as PokerState;
      expect(copy).toEqual(s);
      if (!isHandOver(s))
        expect(applyAction(copy, { type: 'call' })).toEqual(applyAction(s, { type: 'call' }));
    }
    expect(play(h)).toEqual(states);
  });

  test.prop([handArb], { numRuns: 60 })(
    "views never leak the other side's cards, the deck or the Rng",
    (h) => {
      for (const s of play(h)) {
        const json = JSON.stringify(view(s, 'player'));
        expect(json).not.toMatch(/deck|rngState|houseRunouts/);
        const revealed = s.phase === 'showdown';
        for (const card of s.holes.house)
          expect(json.includes(JSON.stringify(card))).toBe(revealed);
        const houseJson = JSON.stringify(view(s, 'house'));
        for (const card of s.holes.player)
          expect(houseJson.includes(JSON.stringify(card))).toBe(revealed);
        // Undealt board cards stay hidden too.
        for (const card of s.deck.slice(4 + s.board.length, 9))
          expect(json.includes(JSON.stringify(card))).toBe(false);
      }
    },
  );

  test.prop([handArb], { numRuns: 25 })(
    "the house's decisions do not depend on the player's cards",
    (h) => {
      const first = startHand(
        { ...h, button: 'player', houseRunouts: RUNOUTS },
        createSeededRng(h.seed),
      );
      if (!first.ok) return;
      // Swap the player's hole cards with two cards nobody sees, then call down both versions.
      const s = first.state;
      const deck = [...s.deck];
      [deck[0], deck[1], deck[9], deck[10]] = [deck[9]!, deck[10]!, deck[0]!, deck[1]!];
      const swapped: PokerState = { ...s, deck, holes: { ...s.holes, player: deck.slice(0, 2) } };
      const houseActions = (start: PokerState) => {
        let state = start;
        while (!isHandOver(state))
          state = (applyAction(state, { type: 'call' }) as { state: PokerState }).state;
        return state.log.filter(
          (e) => 'seat' in e && e.seat === 'house' && e.type !== 'win' && e.type !== 'refund',
        );
      };
      expect(houseActions(swapped)).toEqual(houseActions(s));
    },
  );
});
