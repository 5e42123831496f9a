import { routes } from '@coinwave/api-contract';
import { roundRng } from '@coinwave/game-core';
import { applyAction, buttonForHand, startHand, type PokerResult } from '@coinwave/poker-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors';
import { signUp } from '../../test/api';
import { createTestApp } from '../../test/harness';
import { Player } from '../../test/rounds';
import type { HouseJob } from './house-jobs';
import { HOUSE_BUSY, InlineHouse, WorkerHouse, type HouseRunner } from './house-pool';

/** A house that holds each decision until the test lets it go. */
class GatedHouse implements HouseRunner {
  private readonly inline = new InlineHouse();
  readonly jobs: HouseJob['kind'][] = [];
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  private arrived!: () => void;
  /** Resolves once a decision is waiting at the gate. */
  readonly waiting = new Promise<void>((resolve) => (this.arrived = resolve));

  async run(job: HouseJob): Promise<PokerResult> {
    this.jobs.push(job.kind);
    this.arrived();
    await this.gate;
    return this.inline.run(job);
  }
  release(): void {
    this.open();
  }
  async close(): Promise<void> {}
}

describe('the poker house thread', () => {
  const houses: HouseRunner[] = [];
  afterAll(async () => {
    for (const h of houses) await h.close();
  });

  it('decides exactly as the engine does on the event loop', async () => {
    const house = new WorkerHouse(8);
    houses.push(house);
    const config = { playerChips: 5000, houseChips: 10_000, button: buttonForHand(1) };
    const rng = roundRng('server-seed', 'client-seed', 7);
    const started = await house.run({ kind: 'start', config, rngState: rng.state() });
    const expected = startHand(config, roundRng('server-seed', 'client-seed', 7));
    expect(started).toEqual(expected);
    if (!started.ok || !expected.ok) throw new Error('the hand did not start');
    const call = { type: 'call' } as const;
    const check = { type: 'check' } as const;
    const action =
      started.state.toAct === 'player' && started.state.bets.player < started.state.bets.house
        ? call
        : check;
    expect(await house.run({ kind: 'act', state: started.state, action })).toEqual(
      applyAction(expected.state, action),
    );
  });

  it('refuses a decision past its queue with 503, and every decision once closed', async () => {
    const house = new WorkerHouse(1);
    const config = { playerChips: 5000, houseChips: 10_000, button: buttonForHand(0) };
    const job: HouseJob = { kind: 'start', config, rngState: roundRng('s', 'c', 0).state() };
    const first = house.run(job);
    const refused = await house.run(job).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'BUSY', status: 503, message: HOUSE_BUSY });
    expect((await first).ok).toBe(true);
    await house.close();
    await expect(house.run(job)).rejects.toThrow(/closed/);
  });

  it('decides before the hand’s transaction: other players’ rounds go on while it thinks', async () => {
    const house = new GatedHouse();
    const t = await createTestApp({}, { house });
    try {
      const poker = new Player(t.app, await signUp(t.app), { strings: () => [] });
      const slots = new Player(t.app, await signUp(t.app), { strings: () => [] });
      const pokerTable = await poker.openGame('poker');
      const slotsTable = await slots.openGame('slots');
      // A first round makes the player's seeds, which the house's start is worked out from.
      await poker.ok(routes.slotsSpin, {
        params: { gameId: await poker.openGame('slots') },
        body: { bet: 10 },
      });
      const hand = poker.call(routes.pokerHand, { params: { gameId: pokerTable } });
      await house.waiting;
      // The house is mid-decision: a spin still commits and answers.
      await slots.ok(routes.slotsSpin, { params: { gameId: slotsTable }, body: { bet: 10 } });
      house.release();
      expect((await hand).statusCode).toBe(200);
      expect(house.jobs).toEqual(['start']);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After when the house is too busy, moving no coin', async () => {
    const busy: HouseRunner = {
      run: async () => {
        throw new DomainError('BUSY', HOUSE_BUSY);
      },
      close: async () => {},
    };
    const t = await createTestApp({}, { house: busy });
    try {
      const p = new Player(t.app, await signUp(t.app), { strings: () => [] });
      const gameId = await p.openGame('poker');
      await p.ok(routes.slotsSpin, {
        params: { gameId: await p.openGame('slots') },
        body: { bet: 10 },
      });
      const before = await p.coins();
      const res = await p.call(routes.pokerHand, { params: { gameId } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json().error).toBe(HOUSE_BUSY);
      expect(await p.coins()).toBe(before);
    } finally {
      await t.close();
    }
  });
});
