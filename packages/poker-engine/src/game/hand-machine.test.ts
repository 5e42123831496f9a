import { createSeededRng } from '@coinwave/game-core';
import { describe, expect, it } from 'vitest';
import { rig, started } from '../testing/rigged-hands';
import { applyAction, applySeatAction, startHand } from './hand-machine';
import type { PokerAction, PokerResult, PokerState, Seat } from './poker-types';

function must(result: PokerResult): PokerState {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}
const step = (state: PokerState, seat: Seat, action: PokerAction) =>
  must(applySeatAction(state, seat, action));
const call: PokerAction = { type: 'call' };
const check: PokerAction = { type: 'check' };

describe('startHand', () => {
  it('posts the blinds: the button the small blind, and the button acts first preflop', () => {
    const s = started({ playerChips: 1000, houseChips: 5000 });
    expect(s.phase).toBe('preflop');
    expect(s.bets).toEqual({ player: 25, house: 50 });
    expect(s.stacks).toEqual({ player: 975, house: 4950 });
    expect(s.pot).toBe(75);
    expect(s.toAct).toBe('player');
    expect(s.playerCommittedThisStep).toBe(25);
  });
  it('lets the house act at once when it holds the button', () => {
    const s = started({ button: 'house' });
    expect(s.playerCommittedThisStep).toBe(50);
    expect(s.log.slice(0, 2).map((e) => e.type)).toEqual(['blind', 'blind']);
    expect(s.log[2] && 'seat' in s.log[2] ? s.log[2].seat : null).toBe('house');
  });
  it('restocks the house to 10,000 when it cannot cover the big blind, and says so', () => {
    const s = started({ houseChips: 49 });
    expect(s.houseRestocked).toBe(true);
    expect(s.log[0]).toEqual({ type: 'restock', seat: 'house', chips: 10_000 });
    expect(s.stacks.house + s.bets.house).toBe(10_000);
    expect(started({ houseChips: 50 }).houseRestocked).toBe(false);
    expect(started({}).stacks.house + 50).toBe(10_000);
  });
  it('needs at least the big blind and valid numbers', () => {
    const rng = createSeededRng('x');
    expect(startHand({ playerChips: 49, button: 'player' }, rng)).toEqual({
      ok: false,
      error: 'INSUFFICIENT_FUNDS',
    });
    expect(startHand({ playerChips: 50.5, button: 'player' }, rng)).toEqual({
      ok: false,
      error: 'INVALID_CONFIG',
    });
    expect(startHand({ playerChips: 100, houseChips: -1, button: 'player' }, rng)).toEqual({
      ok: false,
      error: 'INVALID_CONFIG',
    });
    expect(startHand({ playerChips: 100, button: 'nobody' as Seat }, rng)).toEqual({
      ok: false,
      error: 'INVALID_CONFIG',
    });
  });
});

describe('betting rounds', () => {
  it('gives the big blind its option after a limp, then deals the flop with the non-button first', () => {
    let s = step(started(), 'player', call);
    expect(s.phase).toBe('preflop');
    expect(s.toAct).toBe('house');
    s = step(s, 'house', check);
    expect(s.phase).toBe('flop');
    expect(s.board).toHaveLength(3);
    expect(s.toAct).toBe('house');
    expect(s.bets).toEqual({ player: 0, house: 0 });
    expect(s.pot).toBe(100);
  });
  it('reopens the action after a raise and deals 3/1/1', () => {
    let s = step(started(), 'player', { type: 'raise', amount: 100 });
    expect(s.bets.player).toBe(150);
    expect(s.playerCommittedThisStep).toBe(125);
    s = step(s, 'house', { type: 'raise', amount: 50 });
    expect(s.toAct).toBe('player');
    s = step(s, 'player', call);
    expect(s.phase).toBe('flop');
    expect(s.pot).toBe(400);
    for (const phase of ['turn', 'river'] as const) {
      s = step(step(s, 'house', check), 'player', check);
      expect(s.phase).toBe(phase);
    }
    expect(s.board).toEqual(s.deck.slice(4, 9));
  });
  it('offers only raises the stack covers (call + raise <= chips)', () => {
    const s = started({ playerChips: 120 });
    expect(applySeatAction(s, 'player', { type: 'raise', amount: 100 })).toEqual({
      ok: false,
      error: 'INVALID_RAISE',
    });
    expect(step(s, 'player', { type: 'raise', amount: 50 }).stacks.player).toBe(20);
  });
  it('refuses illegal actions with a code', () => {
    const s = started();
    expect(applySeatAction(s, 'player', check)).toEqual({ ok: false, error: 'CANNOT_CHECK' });
    expect(applySeatAction(s, 'player', { type: 'raise', amount: 75 })).toEqual({
      ok: false,
      error: 'INVALID_RAISE',
    });
    expect(applySeatAction(s, 'house', call)).toEqual({ ok: false, error: 'NOT_YOUR_TURN' });
    expect(applyAction(s, { type: 'shove' } as unknown as PokerAction)).toEqual({
      ok: false,
      error: 'INVALID_ACTION',
    });
    const over = step(s, 'player', { type: 'fold' });
    expect(applyAction(over, call)).toEqual({ ok: false, error: 'HAND_OVER' });
  });
});

describe('settlement', () => {
  it('a fold gives the whole pot to the other seat', () => {
    const s = step(started({ playerChips: 1000, houseChips: 5000 }), 'player', { type: 'fold' });
    expect(s.phase).toBe('finished');
    expect(s.result).toMatchObject({
      reason: 'fold',
      winner: 'house',
      payout: { player: 0, house: 75 },
    });
    expect(s.stacks).toEqual({ player: 975, house: 5025 });
    expect(s.pot).toBe(0);
  });
  it('a showdown pays the best five of seven', () => {
    let s = rig(started(), 'As Ad', '7c 2d', 'Kh 9s 5c 3d Jh');
    s = step(step(s, 'player', call), 'house', check);
    while (s.phase !== 'showdown') s = step(step(s, 'house', check), 'player', check);
    expect(s.result).toMatchObject({
      reason: 'showdown',
      winner: 'player',
      payout: { player: 100, house: 0 },
    });
    expect(s.result?.hands?.player.name).toBe('One Pair');
    expect(s.stacks.player).toBe(1050);
  });
  it('a tie splits the pot evenly', () => {
    let s = rig(started(), '2c 3d', '4c 5d', 'As Ks Qs Js Ts');
    s = step(step(s, 'player', { type: 'raise', amount: 250 }), 'house', call);
    while (s.phase !== 'showdown') s = step(step(s, 'house', check), 'player', check);
    expect(s.result).toMatchObject({ winner: 'split', payout: { player: 300, house: 300 } });
    expect(s.result?.hands?.house.name).toBe('Royal Flush');
    expect(s.stacks.player).toBe(1000);
  });
  it('a short stack calls all-in for less; the uncalled excess goes back; the board runs out', () => {
    let s = rig(
      started({ playerChips: 1000, houseChips: 120 }),
      'As Ad',
      'Kc Kd',
      '2h 7s 9c 4d Jh',
    );
    s = step(s, 'player', { type: 'raise', amount: 250 });
    expect(s.bets.player).toBe(300);
    s = step(s, 'house', call);
    expect(s.phase).toBe('showdown');
    expect(s.board).toHaveLength(5);
    expect(s.result).toMatchObject({
      winner: 'player',
      refund: { player: 180, house: 0 },
      payout: { player: 420, house: 0 },
    });
    expect(s.stacks).toEqual({ player: 1120, house: 0 });
    expect(s.log.some((e) => e.type === 'refund' && e.seat === 'player' && e.amount === 180)).toBe(
      true,
    );
  });
  it('nobody may raise a player who is all-in', () => {
    let s = started({ playerChips: 50, button: 'house' }, 'allin');
    // The player posted the big blind with everything: the house may only call or fold, and then
    // the board runs out at once.
    expect(s.phase === 'showdown' || s.phase === 'finished').toBe(true);
    expect(s.log.some((e) => e.type === 'raise')).toBe(false);
    s = rig(started({ playerChips: 60 }), 'As Ad', 'Kc Kd', '2h 7s 9c 4d Jh');
    expect(applySeatAction(s, 'player', { type: 'raise', amount: 50 })).toEqual({
      ok: false,
      error: 'INVALID_RAISE',
    });
    s = step(s, 'player', call);
    expect(s.stacks.player).toBe(10);
  });
});
