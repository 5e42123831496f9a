import { routes, type PlaySession } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { FixedSeeds, type Player } from '../../test/rounds';
import { arrangeSpins, seatedPlayer, spin, tapUser } from './responsible-play.fixtures';

const MINUTE = 60_000;
const START = Date.parse('2030-01-01T12:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();

describe('play sessions, the session limit and the reality check', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  const session = (p: Player): Promise<PlaySession> => p.ok(routes.playSession);
  const ack = (p: Player, dueAt: string) => p.call(routes.ackRealityCheck, { body: { dueAt } });
  const setClock = (minutes: number) => (t.clock.time = START + minutes * MINUTE);

  it('starts a session with the first round after a 30-minute break and counts its rounds and net', async () => {
    setClock(0);
    const { p, gameId } = await seatedPlayer(t, seeds);
    expect(await session(p)).toEqual({
      session: null,
      realityCheck: { intervalMinutes: 60, nextAt: null },
    });
    await arrangeSpins(p, seeds, [false, false, false]);
    expect((await spin(p, gameId, 50)).statusCode).toBe(200);
    setClock(29);
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    expect(await session(p)).toEqual({
      session: { startedAt: at(0), lastRoundAt: at(29), rounds: 2, net: -75 },
      realityCheck: { intervalMinutes: 60, nextAt: at(60) },
    });
    // 30 minutes after the last round the session is over; the next round starts another.
    setClock(59);
    expect((await session(p)).session).toBeNull();
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    expect((await session(p)).session).toEqual({
      startedAt: at(59),
      lastRoundAt: at(59),
      rounds: 1,
      net: -25,
    });
  });

  it('refuses new rounds and stakes once the session reaches its limit, until a 30-minute break', async () => {
    setClock(0);
    const { p, gameId } = await seatedPlayer(t, seeds);
    await p.ok(routes.setLimits, { body: { sessionMinutes: 60 } });
    await arrangeSpins(p, seeds, [false, false, false, false, false]);
    for (const minute of [0, 29, 58]) {
      setClock(minute);
      expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    }
    setClock(59.999);
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    setClock(60);
    const refused = await spin(p, gameId, 25);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: `Session time limit reached: you have played for 60 minutes and your limit is 60 minutes. It resets after a 30-minute break: you can play again at ${at(89.999)}.`,
      limit: 'session',
      resetsAt: at(89.999),
    });
    // The refused round is not a round: the break still counts from the last one played.
    setClock(89.998);
    expect((await spin(p, gameId, 25)).statusCode).toBe(403);
    setClock(89.999);
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    expect((await session(p)).session).toMatchObject({ startedAt: at(89.999), rounds: 1 });
  });

  it('stores the reality check answer: the next one is an interval later, in every tab', async () => {
    setClock(0);
    const { p, gameId } = await seatedPlayer(t, seeds);
    await p.ok(routes.setLimits, { body: { realityCheckMinutes: 15 } });
    const refusedWithoutSession = await ack(p, at(15));
    expect(refusedWithoutSession.statusCode).toBe(409);
    expect(refusedWithoutSession.json().error).toMatch(/no play session running/);

    await arrangeSpins(p, seeds, [false]);
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    expect((await session(p)).realityCheck).toEqual({ intervalMinutes: 15, nextAt: at(15) });

    const tab = tapUser(t, p.who.user.id);
    // The browser's clock may run ahead of the server's: a check due within one interval is taken.
    setClock(1);
    const answered = await ack(p, at(15));
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().realityCheck).toEqual({ intervalMinutes: 15, nextAt: at(30) });
    expect(tab.frames).toEqual([{ type: 'play_session', payload: answered.json() }]);
    tab.close();
    // Answering the same check again changes nothing; an older one does not move it back.
    expect((await ack(p, at(15))).json().realityCheck.nextAt).toBe(at(30));
    setClock(20);
    expect((await ack(p, at(5))).json().realityCheck.nextAt).toBe(at(30));
    expect((await session(p)).realityCheck.nextAt).toBe(at(30));

    for (const dueAt of [at(-1), at(0), at(36)]) {
      const res = await ack(p, dueAt);
      expect(res.statusCode, dueAt).toBe(422);
      expect(res.json().error).toMatch(/does not belong to your current play session/);
    }
    expect((await p.call(routes.ackRealityCheck, { body: { dueAt: 'soon' } })).statusCode).toBe(
      400,
    );
    expect(
      (await p.call(routes.ackRealityCheck, { body: { dueAt: at(15), extra: 1 } })).statusCode,
    ).toBe(400);
  });

  it('counts the reality check from the new session after a break, and turns it off only after 24 hours', async () => {
    setClock(0);
    const { p, gameId } = await seatedPlayer(t, seeds);
    await p.ok(routes.setLimits, { body: { realityCheckMinutes: 30 } });
    await arrangeSpins(p, seeds, [false, false, false]);
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    expect((await ack(p, at(30))).statusCode).toBe(200);
    setClock(25);
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    expect((await session(p)).realityCheck.nextAt).toBe(at(60));
    // A break: the acknowledgement belonged to the old session.
    setClock(56);
    expect((await spin(p, gameId, 25)).statusCode).toBe(200);
    expect((await session(p)).realityCheck.nextAt).toBe(at(86));

    const off = await p.ok(routes.setLimits, { body: { realityCheckMinutes: null } });
    expect(off.limits.realityCheckMinutes).toBe(30);
    expect(off.pending).toEqual([
      { field: 'realityCheckMinutes', value: null, appliesAt: at(56 + 24 * 60) },
    ]);
    expect((await session(p)).realityCheck).toEqual({ intervalMinutes: 30, nextAt: at(86) });
  });
});
