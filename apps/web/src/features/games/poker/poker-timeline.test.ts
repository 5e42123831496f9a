import { roundRng } from '@coinwave/game-core';
import { applyAction, startHand, view, type PokerState } from '@coinwave/poker-engine';
import { describe, expect, it } from 'vitest';
import {
  HOUSE_DELAY_MS,
  playerCommitted,
  pokerFrames,
  pokerToastTitle,
  type PokerView,
} from './poker-timeline';

const total = (v: PokerView) => v.stacks.player + v.stacks.house + v.pot;

/** Plays seeded hands with the engine, calling or checking every street, and yields each reply. */
function* replies(seed: string, button: 'player' | 'house') {
  const started = startHand(
    { playerChips: 5000, houseChips: 10000, button, houseRunouts: 200 },
    roundRng(seed, 'client', 0),
  );
  if (!started.ok) throw new Error(started.error);
  let state: PokerState = started.state;
  let prev: PokerView | null = null;
  for (;;) {
    const next = view(state, 'player');
    yield { prev, next };
    if (next.handOver) return;
    const acted = applyAction(state, { type: next.legalActions?.canCheck ? 'check' : 'call' });
    if (!acted.ok) throw new Error(acted.error);
    state = acted.state;
    prev = next;
  }
}

describe('poker timeline', () => {
  it('shows each house action 2 s after the table before it, with the chips conserved', () => {
    let thinking = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      for (const button of ['player', 'house'] as const) {
        for (const { prev, next } of replies(seed, button)) {
          const frames = pokerFrames(prev, next);
          expect(frames.at(-1)!.view).toBe(next);
          const houseActions = next.lastEvents.filter(
            (e) =>
              'seat' in e &&
              e.seat === 'house' &&
              ['check', 'call', 'raise', 'fold'].includes(e.type),
          ).length;
          expect(frames).toHaveLength(houseActions + 1);
          frames.forEach((f, i) => {
            expect(f.at).toBe(i * HOUSE_DELAY_MS);
            if (i < frames.length - 1) {
              thinking++;
              expect(f.houseThinking).toBe(true);
              expect(f.view.players.find((p) => p.id === 'house')!.hand).toEqual([]);
              expect(f.view.board.length).toBeLessThanOrEqual(next.board.length);
              if (!next.houseRestocked) expect(total(f.view)).toBe(total(next));
              expect(f.view.result).toBeNull();
            }
          });
        }
      }
    }
    expect(thinking).toBeGreaterThan(0);
  });

  it('counts what the player put in from the log', () => {
    for (const seed of ['g', 'h', 'i']) {
      let last: PokerView | null = null;
      for (const { next } of replies(seed, 'player')) last = next;
      const payout = last!.result!.payout.player;
      expect(last!.stacks.player).toBe(5000 - playerCommitted(last!.log) + payout);
    }
  });

  it("titles the spec's toasts", () => {
    const hands = {
      player: { cards: [], category: 2, name: 'One Pair', strength: 1 },
      house: { cards: [], category: 3, name: 'Two Pair', strength: 2 },
    };
    const v = (winner: 'player' | 'house' | 'split', shown = true) =>
      ({
        result: {
          reason: shown ? 'showdown' : 'fold',
          winner,
          payout: { player: 0, house: 0 },
          refund: { player: 0, house: 0 },
          hands: shown ? hands : null,
        },
      }) as unknown as PokerView;
    expect(pokerToastTitle(v('player'))).toBe('You win with One Pair!');
    expect(pokerToastTitle(v('split'))).toBe('Split pot with One Pair');
    expect(pokerToastTitle(v('house'))).toBe('House wins with Two Pair');
    expect(pokerToastTitle(v('house', false))).toBe('You fold - House wins');
  });
});
