import type { BonusView, SlotsReply } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import {
  initialSlotsState,
  isBetween,
  resumeBonus,
  slotsReducer,
  type SlotsEvent,
} from './slots-machine';

const bonus = (phase: BonusView['phase']): BonusView => ({
  phase,
  bet: 50,
  balloons: Array.from({ length: 12 }, (_, id) => ({ id, popped: false as const })),
  wrongPops: phase === 'finished' ? 4 : 0,
  wrongLeft: phase === 'finished' ? 0 : 4,
  totalWin: 0,
});

const reply = (over: Partial<SlotsReply> = {}): SlotsReply => ({
  round: {
    id: 'r1',
    gameId: 'g1',
    game: 'slots',
    status: 'finished',
    nonce: 0,
    clientSeed: 'c',
    serverSeedHash: 'h',
  },
  bet: 50,
  stops: [1, 2, 3, 4, 5],
  grid: Array.from({ length: 5 }, () => ['lemon', 'lemon', 'lemon']),
  lineWins: [],
  bonusLines: [],
  bonusTriggered: false,
  lineWin: 0,
  bonus: null,
  lastPop: null,
  winnings: 0,
  net: -50,
  outcome: 'loss',
  balance: 950,
  ...over,
});

const run = (...events: SlotsEvent[]) => events.reduce(slotsReducer, initialSlotsState());

describe('slots state machine', () => {
  it('spins, animates frames, then shows the server grid', () => {
    const spinning = run({ type: 'spin' });
    expect(spinning.phase).toBe('spinning');
    expect(isBetween(spinning)).toBe(false);
    const framed = slotsReducer(spinning, { type: 'tick', frame: 3 });
    expect(framed.frame).toBe(3);
    expect(framed.grid).not.toEqual(spinning.grid);
    const shown = slotsReducer(framed, { type: 'revealed', reply: reply() });
    expect(shown.phase).toBe('shown');
    expect(shown.grid[0]).toEqual(['lemon', 'lemon', 'lemon']);
    expect(shown.startStops).toEqual([1, 2, 3, 4, 5]);
    expect(isBetween(shown)).toBe(true);
  });

  it('ignores the bet and a second spin while spinning', () => {
    const spinning = run({ type: 'spin' });
    expect(slotsReducer(spinning, { type: 'bet', bet: 100 })).toBe(spinning);
    expect(slotsReducer(spinning, { type: 'spin' })).toBe(spinning);
  });

  it('returns to idle when the spin is refused', () => {
    expect(run({ type: 'spin' }, { type: 'failed' }).phase).toBe('idle');
  });

  it('runs the bonus: start, pops, ending, back between rounds', () => {
    const triggered = reply({
      bonusTriggered: true,
      bonus: bonus('popping'),
      round: { ...reply().round, status: 'in_progress' },
    });
    const shown = run({ type: 'spin' }, { type: 'revealed', reply: triggered });
    const inBonus = slotsReducer(shown, { type: 'bonusStarted' });
    expect(inBonus.phase).toBe('bonus');
    const sent = slotsReducer(inBonus, { type: 'popSent' });
    expect(sent.popping).toBe(true);
    expect(slotsReducer(sent, { type: 'popSent' })).toBe(sent);
    const ending = slotsReducer(sent, {
      type: 'popped',
      reply: reply({ bonus: bonus('finished') }),
    });
    expect(ending.phase).toBe('ending');
    expect(ending.popping).toBe(false);
    expect(slotsReducer(ending, { type: 'ended' }).phase).toBe('shown');
  });

  it('does not start a bonus the spin did not trigger', () => {
    const shown = run({ type: 'spin' }, { type: 'revealed', reply: reply() });
    expect(slotsReducer(shown, { type: 'bonusStarted' })).toBe(shown);
  });

  it('leaves a bonus the rule settled meanwhile, and nothing else', () => {
    const inBonus = slotsReducer(initialSlotsState(), {
      type: 'resume',
      reply: reply({ bonus: bonus('popping') }),
    });
    const sent = slotsReducer(inBonus, { type: 'popSent' });
    const left = slotsReducer(sent, { type: 'settledByRule' });
    expect(left).toMatchObject({ phase: 'shown', popping: false, bonus: null });
    expect(isBetween(left)).toBe(true);
    const idle = initialSlotsState();
    expect(slotsReducer(idle, { type: 'settledByRule' })).toBe(idle);
  });

  it('resumes an unfinished bonus after a reload', () => {
    const resumed = resumeBonus(initialSlotsState(), reply({ bet: 30, bonus: bonus('popping') }));
    expect(resumed.phase).toBe('bonus');
    expect(resumed.bet).toBe(30);
  });
});

describe('resume event', () => {
  it('enters a resumed bonus only from idle', () => {
    const r = reply({ bonus: bonus('popping') });
    expect(slotsReducer(initialSlotsState(), { type: 'resume', reply: r }).phase).toBe('bonus');
    const spinning = run({ type: 'spin' });
    expect(slotsReducer(spinning, { type: 'resume', reply: r })).toBe(spinning);
  });
});
