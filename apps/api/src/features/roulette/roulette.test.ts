import { routes } from '@coinwave/api-contract';
import { roundRng } from '@coinwave/game-core';
import { resolveBets, spinPocket, validateBets } from '@coinwave/roulette-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { FixedSeeds, Player } from '../../test/rounds';
import { ledgerSum } from '../ledger/ledger.service';

describe('roulette rounds', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  const secrets = { strings: () => seeds.secret() };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  const player = async () => new Player(t.app, await signUp(t.app), secrets);

  it('spins the pocket of the round Rng and settles every (merged) bet', async () => {
    const p = await player();
    const gameId = await p.openGame('roulette');
    const { serverSeedHash, clientSeed } = await p.ok(routes.fairness);
    const serverSeed = seeds.byHash(serverSeedHash);
    const bets = [
      { type: 'red', amount: 100 },
      { type: 'straight', numbers: [17], amount: 25 },
      { type: 'red', amount: 50 },
      { type: 'split', numbers: [20, 17], amount: 50 },
      { type: 'dozen', index: 2, amount: 250 },
    ];
    let balance = 5000;
    for (let nonce = 0; nonce < 5; nonce++) {
      const reply = await p.ok(routes.rouletteSpin, { params: { gameId }, body: { bets } });
      const pocket = spinPocket(roundRng(serverSeed, clientSeed, nonce));
      const checked = validateBets(bets, Infinity);
      if (!checked.ok) throw new Error(checked.error);
      const expected = resolveBets(checked.bets, pocket);
      balance += expected.net;
      expect(reply).toEqual({
        round: {
          id: expect.any(String),
          gameId,
          game: 'roulette',
          status: 'finished',
          nonce,
          clientSeed,
          serverSeedHash,
        },
        pocket,
        results: expected.outcomes,
        totalStake: 475,
        winnings: expected.totalWinnings,
        net: expected.net,
        outcome: expected.net > 0 ? 'win' : expected.net < 0 ? 'loss' : 'push',
        balance,
      });
      expect(reply.results).toHaveLength(4);
    }
    expect(await p.coins()).toBe(balance);
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(balance);
    const { rounds } = await p.ok(routes.rounds);
    expect(rounds.map((r: { stake: number }) => r.stake)).toEqual([475, 475, 475, 475, 475]);
  });

  it('refuses bad bets with a readable 4xx and changes nothing', async () => {
    const p = await player();
    const gameId = await p.openGame('roulette');
    const spin = (bets: unknown) => ({ params: { gameId }, body: { bets } });
    await p.refused(routes.rouletteSpin, spin([]), 422, /at least one bet/);
    await p.refused(
      routes.rouletteSpin,
      spin([{ type: 'split', numbers: [3, 4], amount: 25 }]),
      422,
      /not a spot on the table \(bet 1\)/,
    );
    await p.refused(
      routes.rouletteSpin,
      spin([
        { type: 'red', amount: 25 },
        { type: 'red', amount: 30 },
      ]),
      422,
      /multiples of 25.*bet 2/,
    );
    await p.refused(routes.rouletteSpin, spin([{ type: 'red', amount: '25' }]), 400);
    await p.refused(routes.rouletteSpin, spin([{ type: 'purple', amount: 25 }]), 400);
    await p.refused(routes.rouletteSpin, spin([{ type: 'red', amount: 25, numbers: [1] }]), 400);
    await p.refused(
      routes.rouletteSpin,
      spin([{ type: 'black', amount: 5025 }]),
      422,
      /Not enough coins/,
    );
    await p.refused(
      routes.rouletteSpin,
      {
        params: { gameId: await p.openGame('slots') },
        body: { bets: [{ type: 'red', amount: 25 }] },
      },
      409,
      /slots table/,
    );
    expect(await p.coins()).toBe(5000);
    expect((await p.ok(routes.fairness)).nonce).toBe(0);
  });
});
