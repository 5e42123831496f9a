import { routes, type RoundRecord } from '@coinwave/api-contract';
import { verifyRound } from '@coinwave/api-contract/replay';
import { roundRng, type Card } from '@coinwave/game-core';
import {
  applyAction,
  buttonForHand,
  startHand,
  view,
  type PokerState,
} from '@coinwave/poker-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { FixedSeeds, Player } from '../../test/rounds';
import { ledgerSum, listLedger } from '../ledger/ledger.service';

const same = (a: Card, b: Card) => a.rank === b.rank && a.suit === b.suit;

describe('poker rounds', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  /** This reply's hidden cards, from the server's stored state: the deck minus what the player may see. */
  const hiddenCards = async (reply: unknown): Promise<Card[]> => {
    const roundId = (reply as { round?: { id?: string } } | null)?.round?.id;
    if (!roundId) return [];
    const row = await t.app.ctx.db
      .selectFrom('rounds')
      .select('state')
      .where('id', '=', roundId)
      .executeTakeFirst();
    if (!row) return [];
    const { hand } = JSON.parse(row.state) as { hand: PokerState };
    const visible = [
      ...hand.holes.player,
      ...hand.board,
      ...(hand.phase === 'showdown' ? hand.holes.house : []),
    ];
    return hand.deck.filter((c) => !visible.some((v) => same(v, c)));
  };
  const secrets = { strings: () => seeds.secret(), hiddenCards };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  async function seated() {
    const p = new Player(t.app, await signUp(t.app), secrets);
    const gameId = await p.openGame('poker');
    const fairness = await p.ok(routes.fairness);
    return {
      p,
      gameId,
      serverSeed: seeds.byHash(fairness.serverSeedHash),
      clientSeed: fairness.clientSeed as string,
    };
  }

  it('plays a hand from the round Rng: each chip debited when put in, the payout credited once, the house stack kept', async () => {
    const { p, gameId, serverSeed, clientSeed } = await seated();
    const empty = await p.ok(routes.pokerTable, { params: { gameId } });
    expect(empty).toEqual({
      round: null,
      view: null,
      houseChips: 10_000,
      outcome: null,
      balance: 5000,
      step: 0,
    });

    let local = startHand(
      { playerChips: 5000, houseChips: 10_000, button: buttonForHand(0) },
      roundRng(serverSeed, clientSeed, 0),
    );
    if (!local.ok) throw new Error(local.error);
    let reply = await p.ok(routes.pokerHand, { params: { gameId } });
    let debited = local.state.playerCommittedThisStep;
    expect(reply.view).toEqual(view(local.state, 'player'));
    expect(reply).toMatchObject({
      round: { game: 'poker', status: 'in_progress', nonce: 0 },
      balance: 5000 - debited,
    });
    expect(reply.view.players.find((x: { id: string }) => x.id === 'house').hand).toEqual([]);
    await p.refused(routes.pokerHand, { params: { gameId } }, 409, /Finish the current hand/);

    while (!reply.view.handOver) {
      const action = reply.view.legalActions.canCheck ? { action: 'check' } : { action: 'call' };
      reply = await p.ok(routes.pokerAction, { params: { gameId }, body: action });
      local = applyAction(local.state, { type: action.action as 'check' | 'call' });
      if (!local.ok) throw new Error(local.error);
      debited += local.state.playerCommittedThisStep;
      expect(reply.view).toEqual(view(local.state, 'player'));
    }
    const payout = local.state.result!.payout.player;
    expect(reply).toMatchObject({
      round: { status: 'finished' },
      balance: 5000 - debited + payout,
      houseChips: local.state.stacks.house,
    });
    expect(await p.coins()).toBe(5000 - debited + payout);
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(5000 - debited + payout);
    const entries = (await listLedger(t.app.ctx.db, p.who.user.id)).filter(
      (e) => e.round_id === reply.round.id,
    );
    expect(entries.filter((e) => e.kind === 'round_debit').map((e) => e.seq)).toEqual(
      entries.filter((e) => e.kind === 'round_debit').map((_, i) => i),
    );
    expect(entries.filter((e) => e.kind === 'round_credit')).toHaveLength(payout > 0 ? 1 : 0);
    expect((await p.ok(routes.pokerTable, { params: { gameId } })).houseChips).toBe(
      local.state.stacks.house,
    );

    // The next hand: the other button, the house stack carried over.
    const next = await p.ok(routes.pokerHand, { params: { gameId } });
    expect(next.view.button).toBe(buttonForHand(1));
    if (!next.view.handOver)
      expect(
        (await p.ok(routes.pokerAction, { params: { gameId }, body: { action: 'fold' } })).view
          .result.winner,
      ).toBe('house');
  });

  it('refuses malformed and illegal actions, changing nothing', async () => {
    const { p, gameId } = await seated();
    await p.refused(
      routes.pokerAction,
      { params: { gameId }, body: { action: 'call' } },
      409,
      /no hand in play/,
    );
    const started = await p.ok(routes.pokerHand, { params: { gameId } });
    const coins = await p.coins();
    await p.refused(
      routes.pokerAction,
      { params: { gameId }, body: { action: 'raise' } },
      422,
      /needs an amount/,
    );
    await p.refused(
      routes.pokerAction,
      { params: { gameId }, body: { action: 'call', amount: 50 } },
      422,
      /Only a raise/,
    );
    await p.refused(
      routes.pokerAction,
      { params: { gameId }, body: { action: 'raise', amount: 75 } },
      422,
      /Raise by 50, 100, 150 or 250/,
    );
    await p.refused(routes.pokerAction, { params: { gameId }, body: { action: 'bet' } }, 400);
    await p.refused(
      routes.pokerAction,
      { params: { gameId }, body: { action: 'raise', amount: '50' } },
      400,
    );
    const other = new Player(t.app, await signUp(t.app), secrets);
    await other.refused(routes.pokerAction, { params: { gameId }, body: { action: 'fold' } }, 403);
    expect(await p.coins()).toBe(coins);
    expect((await p.ok(routes.pokerTable, { params: { gameId } })).view).toEqual(started.view);
  });

  it('parallel actions on one hand never double-settle', async () => {
    const { p, gameId } = await seated();
    await p.ok(routes.pokerHand, { params: { gameId } });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        p.call(routes.pokerAction, { params: { gameId }, body: { action: 'fold' } }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);
    const done = replies.find((r) => r.statusCode === 200)!.json();
    const coins = await p.coins();
    expect(coins).toBe(await ledgerSum(t.app.ctx.db, p.who.user.id));
    const record = await p.ok(routes.round, { params: { roundId: done.round.id } });
    expect(record.detail.actions).toEqual([{ type: 'fold' }]);
    expect(coins).toBe(5000 - record.stake + record.payout);
    const credits = (await listLedger(t.app.ctx.db, p.who.user.id)).filter(
      (e) => e.round_id === done.round.id && e.kind === 'round_credit',
    );
    expect(credits.length).toBeLessThanOrEqual(1);
  });

  it('a hand left alone for 10 minutes is folded for the player, lazily and by the sweep', async () => {
    const { p, gameId } = await seated();
    const started = await p.ok(routes.pokerHand, { params: { gameId } });
    t.clock.advance(10 * 60_000 - 1000);
    expect((await p.ok(routes.pokerTable, { params: { gameId } })).round.status).toBe(
      'in_progress',
    );
    t.clock.advance(2000);
    await p.refused(
      routes.pokerAction,
      { params: { gameId }, body: { action: 'call' } },
      409,
      /folded after 10 minutes/,
    );
    const record = await p.ok(routes.round, { params: { roundId: started.round.id } });
    expect(record).toMatchObject({
      status: 'finished',
      outcome: 'loss',
      payout: 0,
      settledBy: 'rule',
      detail: {
        game: 'poker',
        autoFolded: true,
        view: { phase: 'finished', result: { winner: 'house' } },
      },
    });
    expect(record.detail.actions.at(-1)).toEqual({ type: 'fold' });
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(await p.coins());

    // The sweep (the server runs it every minute) and the rotation fold idle hands too.
    const second = await p.ok(routes.pokerHand, { params: { gameId } });
    t.clock.advance(11 * 60_000);
    const { settleIdleRounds } = await import('../settlement/settlement.service');
    expect(await settleIdleRounds(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await p.ok(routes.round, { params: { roundId: second.round.id } })).status).toBe(
      'finished',
    );
    await p.ok(routes.pokerHand, { params: { gameId } });
    await p.refused(routes.rotateSeed, {}, 409, /poker hand/);
    t.clock.advance(11 * 60_000);
    const fairness = await p.ok(routes.fairness);
    seeds.reveal(fairness.serverSeedHash);
    const rotated = await p.ok(routes.rotateSeed);
    const history = (await p.ok(routes.rounds)).rounds as RoundRecord[];
    expect(history).toHaveLength(rotated.revealed.rounds);
    for (const r of history) expect(verifyRound(r).problems, `nonce ${r.nonce}`).toEqual([]);
  });
});
