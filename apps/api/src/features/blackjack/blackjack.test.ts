import { routes, type ServerMessage } from '@coinwave/api-contract';
import {
  applyAction,
  RESULT_TITLES,
  startHand,
  view,
  type BlackjackState,
} from '@coinwave/blackjack-engine';
import { roundRng, type Card } from '@coinwave/game-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  FixedSeeds,
  FrameTap,
  Player,
  assertNoSecrets,
  blackjackSeedWhere,
} from '../../test/rounds';
import { ledgerSum, listLedger } from '../ledger/ledger.service';

describe('blackjack rounds', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  /** The round's own hidden cards, read from the server's stored state: the deck and, while playing, the hole card. */
  const hiddenCards = async (reply: unknown): Promise<Card[]> => {
    const roundId = (reply as { round?: { id?: string } } | null)?.round?.id;
    if (!roundId) return [];
    const row = await t.app.ctx.db
      .selectFrom('rounds')
      .select('state')
      .where('id', '=', roundId)
      .executeTakeFirst();
    if (!row) return [];
    const { hand } = JSON.parse(row.state) as { hand: BlackjackState };
    if (hand.phase === 'betting') return [];
    return [...hand.deck, ...(hand.phase === 'playing' ? [hand.dealer[1]!] : [])];
  };
  const secrets = { strings: () => seeds.secret(), hiddenCards };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  async function seated(want: (s: BlackjackState) => boolean) {
    const p = new Player(t.app, await signUp(t.app), secrets);
    const gameId = await p.openGame('blackjack');
    const fairness = await p.ok(routes.fairness);
    const serverSeed = seeds.byHash(fairness.serverSeedHash);
    const clientSeed = blackjackSeedWhere(serverSeed, 0, want);
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    return { p, gameId, local: startHand(50, roundRng(serverSeed, clientSeed, 0)) };
  }
  const playing = (s: BlackjackState) => s.phase === 'playing';

  it('deals from the round Rng, hides the hole card and deck, and resumes after a reload', async () => {
    const { p, gameId, local } = await seated(playing);
    const dealt = await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
    expect(dealt.view).toEqual(view(local, 4950));
    expect(dealt.view.dealer).toMatchObject({
      hiddenCards: 1,
      cards: [local.phase === 'playing' && local.dealer[0]],
    });
    expect(dealt).toMatchObject({
      round: { status: 'in_progress', nonce: 0 },
      outcome: null,
      balance: 4950,
    });
    expect(await p.ok(routes.blackjackTable, { params: { gameId } })).toEqual(dealt);
    await p.refused(
      routes.blackjackDeal,
      { params: { gameId }, body: { bet: 50 } },
      409,
      /Finish the current hand/,
    );
    await p.refused(routes.rotateSeed, {}, 409, /blackjack hand/);

    const stood = await p.ok(routes.blackjackAction, {
      params: { gameId },
      body: { action: 'stand' },
    });
    const applied = applyAction(local, 'stand');
    if (!applied.ok || applied.state.phase !== 'finished')
      throw new Error('stand must finish a one-hand round');
    expect(stood.view).toEqual(view(applied.state, 4950 + applied.state.payout));
    expect(stood).toMatchObject({
      round: { status: 'finished' },
      balance: 4950 + applied.state.payout,
    });
    expect(stood.view.dealer.hiddenCards).toBe(0);
    await p.refused(
      routes.blackjackAction,
      { params: { gameId }, body: { action: 'hit' } },
      409,
      /no hand in play/,
    );
    expect((await p.ok(routes.blackjackTable, { params: { gameId } })).round).toBeNull();
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(await p.coins());
  });

  it('debits a double in the same round (seq 1) and credits the payout once', async () => {
    const { p, gameId, local } = await seated(
      (s) => s.phase === 'playing' && applyAction(s, 'double').ok,
    );
    await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
    const doubled = await p.ok(routes.blackjackAction, {
      params: { gameId },
      body: { action: 'double' },
    });
    const applied = applyAction(local, 'double');
    if (!applied.ok || applied.state.phase !== 'finished')
      throw new Error('a double finishes a one-hand round');
    expect(doubled.view.totalStake).toBe(100);
    expect(doubled.balance).toBe(4900 + applied.state.payout);
    const entries = (await listLedger(t.app.ctx.db, p.who.user.id)).filter(
      (e) => e.round_id === doubled.round.id,
    );
    expect(entries.map((e) => [e.kind, e.seq, e.amount])).toEqual([
      ['round_debit', 0, -50],
      ['round_debit', 1, -50],
      ...(applied.state.payout > 0 ? [['round_credit', 0, applied.state.payout]] : []),
    ]);
  });

  it("a natural against a dealer without one pays 2.5x at the deal and earns 'Natural 21!'", async () => {
    const { p, gameId } = await seated(
      (s) => s.phase === 'finished' && s.result === RESULT_TITLES.PLAYER_BLACKJACK,
    );
    const tap = new FrameTap(t.app, p.who.user.id, (await p.ok(routes.currentWave)).id);
    const dealt = await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
    expect(dealt).toMatchObject({
      round: { status: 'finished' },
      outcome: 'win',
      balance: 5075,
      view: { result: 'Blackjack! Player Wins', payout: 125, net: 75 },
    });
    const notes = tap.frames.filter(
      (f): f is Extract<ServerMessage, { type: 'notification' }> => f.type === 'notification',
    );
    expect(notes.map((n) => n.payload.title)).toEqual(['🃏 Natural 21!']);
    for (const frame of tap.frames) await assertNoSecrets(frame, secrets, 'socket frame');
  });

  it('parallel actions on one hand never double-settle', async () => {
    const { p, gameId } = await seated((s) => s.phase === 'playing' && applyAction(s, 'double').ok);
    await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
    const actions = [
      'stand',
      'double',
      'stand',
      'double',
      'hit',
      'stand',
      'double',
      'stand',
      'double',
      'stand',
    ] as const;
    const replies = await Promise.all(
      actions.map((action) =>
        p.call(routes.blackjackAction, { params: { gameId }, body: { action } }),
      ),
    );
    const finished = replies.filter(
      (r) => r.statusCode === 200 && r.json().round.status === 'finished',
    );
    expect(finished).toHaveLength(1);
    for (const r of replies) expect([200, 409]).toContain(r.statusCode);
    const coins = await p.coins();
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(coins);
    const roundId = finished[0]!.json().round.id;
    const credits = (await listLedger(t.app.ctx.db, p.who.user.id)).filter(
      (e) => e.round_id === roundId && e.kind === 'round_credit',
    );
    expect(credits.length).toBeLessThanOrEqual(1);
    expect(coins).toBe(
      5000 - finished[0]!.json().view.totalStake + (finished[0]!.json().view.payout as number),
    );
  });

  it('refuses bad bets, unknown and impossible actions, changing nothing', async () => {
    const { p, gameId } = await seated((s) => s.phase === 'playing' && !applyAction(s, 'split').ok);
    await p.refused(
      routes.blackjackDeal,
      { params: { gameId }, body: { bet: 60 } },
      422,
      /50, 100, 250 or 500/,
    );
    await p.refused(routes.blackjackDeal, { params: { gameId }, body: { bet: '50' } }, 400);
    await p.refused(
      routes.blackjackAction,
      { params: { gameId }, body: { action: 'surrender' } },
      400,
    );
    await p.refused(
      routes.blackjackAction,
      { params: { gameId }, body: { action: 'stand' } },
      409,
      /deal first/,
    );
    expect(await p.coins()).toBe(5000);
    await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
    await p.refused(
      routes.blackjackAction,
      { params: { gameId }, body: { action: 'split' } },
      409,
      /split only/,
    );
    expect(await p.coins()).toBe(4950);
  });
});
