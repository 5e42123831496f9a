import { routes, type RouteDef } from '@coinwave/api-contract';
import { applyAction, type BlackjackState } from '@coinwave/blackjack-engine';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type CallInput, type Signed } from '../test/api';
import { createTestApp, type TestApp } from '../test/harness';
import { FixedSeeds, blackjackSeedWhere } from '../test/rounds';
import { ledgerSum, listLedger } from '../features/ledger/ledger.service';
import { execute } from '../db/statements';
import { Replay, REPLAYED_HEADER, sweepIdempotencyKeys, withKeyedTransaction } from './idempotency';

// Idempotency keys and expected steps, on SQLite and on PostgreSQL (the
// api-postgres project runs this file too).

describe('idempotency keys and expected steps', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  let keyCounter = 0;
  const newKey = () => `key-${Date.now().toString(36)}_${(keyCounter += 1)}`;

  const send = (who: Signed, route: RouteDef, input: CallInput, key?: string) =>
    call(t.app, route, {
      cookie: who.cookie,
      ...input,
      headers: { ...input.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });

  const coins = async (who: Signed) =>
    (await call(t.app, routes.me, { cookie: who.cookie })).json<{ coins: number }>().coins;
  const entries = async (who: Signed) => (await listLedger(t.app.ctx.db, who.user.id)).length;

  async function table(who: Signed, kind: 'slots' | 'blackjack' | 'poker' | 'roulette') {
    const res = await send(who, routes.createGame, { body: { kind } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string }>().id;
  }

  const same = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
  };

  it('refuses a malformed key with 400 and a clear error, moving nothing', async () => {
    const who = await signUp(t.app);
    const gameId = await table(who, 'roulette');
    const before = await coins(who);
    for (const bad of ['', 'has space', 'x'.repeat(65), 'ünï', 'a/b']) {
      const res = await send(
        who,
        routes.rouletteSpin,
        { params: { gameId }, body: { bets: [{ type: 'red', amount: 25 }] } },
        bad,
      );
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/Idempotency-Key.*1 to 64 characters/);
    }
    expect(await coins(who)).toBe(before);
    const ok = await send(
      who,
      routes.rouletteSpin,
      { params: { gameId }, body: { bets: [{ type: 'red', amount: 25 }] } },
      'x'.repeat(64),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('answers a repeat of a spin from the first answer (same status and body) and moves no coin', async () => {
    const who = await signUp(t.app);
    const gameId = await table(who, 'roulette');
    const key = newKey();
    const input = { params: { gameId }, body: { bets: [{ type: 'red', amount: 25 }] } };
    const first = await send(who, routes.rouletteSpin, input, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const balance = await coins(who);
    const ledger = await entries(who);
    expect(balance).toBe(first.json<{ balance: number }>().balance);

    // The same body written in another key order is the same request.
    const again = await send(
      who,
      routes.rouletteSpin,
      { ...input, body: JSON.parse('{"bets":[{"amount":25,"type":"red"}]}') as unknown },
      key,
    );
    same(first, again);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(await coins(who)).toBe(balance);
    expect(await entries(who)).toBe(ledger);

    // Without the key the same body is a new spin.
    const fresh = await send(who, routes.rouletteSpin, input);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<{ round: { id: string } }>().round.id).not.toBe(
      first.json<{ round: { id: string } }>().round.id,
    );
    expect(await ledgerSum(t.app.ctx.db, who.user.id)).toBe(await coins(who));
  });

  it('refuses the same key with another body or route (422) and keeps the first answer', async () => {
    const who = await signUp(t.app);
    const roulette = await table(who, 'roulette');
    const slots = await table(who, 'slots');
    const key = newKey();
    const first = await send(
      who,
      routes.rouletteSpin,
      { params: { gameId: roulette }, body: { bets: [{ type: 'red', amount: 25 }] } },
      key,
    );
    expect(first.statusCode).toBe(200);
    const balance = await coins(who);
    const otherBody = await send(
      who,
      routes.rouletteSpin,
      { params: { gameId: roulette }, body: { bets: [{ type: 'black', amount: 25 }] } },
      key,
    );
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json<{ error: string }>().error).toMatch(
      /already used for a different request.*new key/,
    );
    const otherRoute = await send(
      who,
      routes.slotsSpin,
      { params: { gameId: slots }, body: { bet: 10 } },
      key,
    );
    expect(otherRoute.statusCode).toBe(422);
    const claim = await send(who, routes.claimCoins, { params: { id: who.user.id } }, key);
    expect(claim.statusCode).toBe(422);
    expect(await coins(who)).toBe(balance);
    same(
      first,
      await send(
        who,
        routes.rouletteSpin,
        { params: { gameId: roulette }, body: { bets: [{ type: 'red', amount: 25 }] } },
        key,
      ),
    );
  });

  it('keeps keys per user: another player may use the same key', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const key = newKey();
    const [ga, gb] = [await table(a, 'slots'), await table(b, 'slots')];
    const ra = await send(a, routes.slotsSpin, { params: { gameId: ga }, body: { bet: 10 } }, key);
    const rb = await send(b, routes.slotsSpin, { params: { gameId: gb }, body: { bet: 10 } }, key);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(rb.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await entries(b)).toBeGreaterThan(1);
  });

  it('applies parallel duplicates (the first still in flight) exactly once', async () => {
    const who = await signUp(t.app);
    const gameId = await table(who, 'roulette');
    const before = await coins(who);
    const ledger = await entries(who);
    const key = newKey();
    const input = {
      params: { gameId },
      body: { bets: [{ type: 'straight', numbers: [7], amount: 25 }] },
    };
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => send(who, routes.rouletteSpin, input, key)),
    );
    for (const r of replies) same(replies[0]!, r);
    expect(replies[0]!.statusCode, replies[0]!.body).toBe(200);
    expect(replies.filter((r) => r.headers[REPLAYED_HEADER] === 'true')).toHaveLength(11);
    const net = replies[0]!.json<{ net: number }>().net;
    expect(await coins(who)).toBe(before + net);
    // One debit, and a credit only when the spin won.
    expect(await entries(who)).toBe(ledger + (net > 0 ? 2 : 1));
    const rounds = await t.app.ctx.db
      .selectFrom('rounds')
      .select('id')
      .where('user_id', '=', who.user.id)
      .execute();
    expect(rounds).toHaveLength(1);
  });

  it('the claim inside the transaction stops duplicates that all passed the check before it', async () => {
    // Every copy reaches its transaction, as a route's call does: the key's claim there decides.
    const who = await signUp(t.app);
    const keyed = { userId: who.user.id, key: newKey(), fingerprint: 'same call' };
    const played = async () =>
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select('games_played')
          .where('id', '=', who.user.id)
          .executeTakeFirstOrThrow()
      ).games_played;
    const before = await played();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        withKeyedTransaction(
          t.app.ctx,
          keyed,
          (trx) =>
            execute(
              trx,
              'update users set games_played = games_played + 1 where id = ?',
              who.user.id,
            ),
          () => ({ done: true }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const replays = results.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof Replay ? [r.reason] : [],
    );
    expect(replays).toHaveLength(9);
    expect(replays.map((r) => [r.status, r.body])).toEqual(Array(9).fill([200, '{"done":true}']));
    expect(await played()).toBe(before + 1);
  });

  it('credits a claim once for parallel duplicates and answers each from the first', async () => {
    const who = await signUp(t.app);
    const before = await coins(who);
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(who, routes.claimCoins, { params: { id: who.user.id } }, key),
      ),
    );
    for (const r of replies) same(replies[0]!, r);
    expect(replies[0]!.json()).toMatchObject({ success: true, coins: before + 1000 });
    expect(await coins(who)).toBe(before + 1000);
    // A new key is a new claim: refused within the hour (409), and that refusal keeps no answer.
    const second = newKey();
    const refused = await send(who, routes.claimCoins, { params: { id: who.user.id } }, second);
    expect(refused.statusCode).toBe(409);
    t.clock.advance(3600_000);
    const later = await send(who, routes.claimCoins, { params: { id: who.user.id } }, second);
    expect(later.statusCode).toBe(200);
    expect(await coins(who)).toBe(before + 2000);
  });

  it('answers a repeat from the first even when the handler now refuses before its transaction', async () => {
    const who = await signUp(t.app);
    const key = newKey();
    const claim = (k: string) => send(who, routes.claimCoins, { params: { id: who.user.id } }, k);
    const first = await claim(key);
    expect(first.statusCode, first.body).toBe(200);
    const after = await coins(who);
    // A cool-off refuses a claim before its transaction (403): the repeat is still the first's.
    const cooled = await send(who, routes.coolOff, { body: { period: '24h' } });
    expect(cooled.statusCode, cooled.body).toBe(200);
    const repeat = await claim(key);
    same(first, repeat);
    expect(repeat.headers[REPLAYED_HEADER]).toBe('true');
    const fresh = await claim(newKey());
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json<{ error: string }>().error).toMatch(/cool-off/);
    expect(await coins(who)).toBe(after);
  });

  it('keeps no answer for a refused call: the same key may be sent again once it can succeed', async () => {
    const who = await signUp(t.app);
    const gameId = await table(who, 'roulette');
    const key = newKey();
    const all = await coins(who);
    const input = { params: { gameId }, body: { bets: [{ type: 'red', amount: all + 25 }] } };
    const refused = await send(who, routes.rouletteSpin, input, key);
    expect(refused.statusCode).toBe(422);
    expect(await coins(who)).toBe(all);
    expect(
      (await send(who, routes.claimCoins, { params: { id: who.user.id } }, newKey())).statusCode,
    ).toBe(200);
    const ok = await send(who, routes.rouletteSpin, input, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('answers a repeated table opening with the same session', async () => {
    const who = await signUp(t.app);
    const key = newKey();
    const first = await send(who, routes.createGame, { body: { kind: 'roulette' } }, key);
    same(first, await send(who, routes.createGame, { body: { kind: 'roulette' } }, key));
    const tables = await t.app.ctx.db
      .selectFrom('games')
      .select('id')
      .where('user_id', '=', who.user.id)
      .execute();
    expect(tables).toHaveLength(1);
  });

  describe('blackjack steps', () => {
    /** A player whose first hand stays in play after two hits. */
    async function dealt() {
      const who = await signUp(t.app);
      const gameId = await table(who, 'blackjack');
      const fairness = (await call(t.app, routes.fairness, { cookie: who.cookie })).json<{
        serverSeedHash: string;
      }>();
      const hitTwice = (s: BlackjackState) => {
        if (s.phase !== 'playing') return false;
        const one = applyAction(s, 'hit');
        if (!one.ok || one.state.phase !== 'playing') return false;
        const two = applyAction(one.state, 'hit');
        return two.ok && two.state.phase === 'playing';
      };
      const clientSeed = blackjackSeedWhere(seeds.byHash(fairness.serverSeedHash), 0, hitTwice);
      await send(who, routes.setClientSeed, { body: { clientSeed } });
      const deal = await send(who, routes.blackjackDeal, { params: { gameId }, body: { bet: 50 } });
      expect(deal.statusCode, deal.body).toBe(200);
      expect(deal.json()).toMatchObject({ step: 0, round: { status: 'in_progress' } });
      return { who, gameId };
    }

    it('a retried hit with its key is answered from the first; without it, refused as stale (409); never drawn twice', async () => {
      const { who, gameId } = await dealt();
      const key = newKey();
      const hit = { params: { gameId }, body: { action: 'hit', step: 0 } };
      const first = await send(who, routes.blackjackAction, hit, key);
      expect(first.statusCode, first.body).toBe(200);
      const reply = first.json<{ step: number; view: { hands: Array<{ cards: unknown[] }> } }>();
      expect(reply.step).toBe(1);
      expect(reply.view.hands[0]!.cards).toHaveLength(3);

      same(first, await send(who, routes.blackjackAction, hit, key));
      const stale = await send(who, routes.blackjackAction, hit);
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ error: string }>().error).toMatch(
        /for step 0 of the hand, but the hand is at step 1.*Reload/,
      );
      const staleKeyed = await send(who, routes.blackjackAction, hit, newKey());
      expect(staleKeyed.statusCode).toBe(409);
      // The table shows the one hit, as the first answer said.
      const now = await call(t.app, routes.blackjackTable, {
        params: { gameId },
        cookie: who.cookie,
      });
      expect(now.body).toBe(first.body);

      // The right step goes on; an action without a step still works (older clients).
      const second = await send(who, routes.blackjackAction, {
        params: { gameId },
        body: { action: 'hit', step: 1 },
      });
      expect(second.json()).toMatchObject({ step: 2 });
      const stood = await send(who, routes.blackjackAction, {
        params: { gameId },
        body: { action: 'stand' },
      });
      expect(stood.json()).toMatchObject({ step: 3, round: { status: 'finished' } });
      expect(await ledgerSum(t.app.ctx.db, who.user.id)).toBe(await coins(who));
    });

    it('parallel copies of one action with the same step apply it once', async () => {
      const { who, gameId } = await dealt();
      const before = await coins(who);
      const replies = await Promise.all(
        Array.from({ length: 8 }, () =>
          send(who, routes.blackjackAction, {
            params: { gameId },
            body: { action: 'hit', step: 0 },
          }),
        ),
      );
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(7);
      const now = await call(t.app, routes.blackjackTable, {
        params: { gameId },
        cookie: who.cookie,
      });
      expect(now.json()).toMatchObject({ step: 1 });
      expect(await coins(who)).toBe(before);
    });
  });

  describe('poker steps', () => {
    it('refuses a stale step, answers a retried fold from the first, and moves no coin twice', async () => {
      const who = await signUp(t.app);
      const gameId = await table(who, 'poker');
      const handKey = newKey();
      const hand = await send(who, routes.pokerHand, { params: { gameId } }, handKey);
      expect(hand.statusCode, hand.body).toBe(200);
      same(hand, await send(who, routes.pokerHand, { params: { gameId } }, handKey));
      const started = hand.json<{ step: number; balance: number }>();
      expect(started.step).toBe(0);
      expect(await coins(who)).toBe(started.balance);

      const stale = await send(who, routes.pokerAction, {
        params: { gameId },
        body: { action: 'fold', step: 3 },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ error: string }>().error).toMatch(/for step 3.*at step 0/);

      const key = newKey();
      const fold = { params: { gameId }, body: { action: 'fold', step: 0 } };
      const first = await send(who, routes.pokerAction, fold, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ step: 1, round: { status: 'finished' } });
      const balance = await coins(who);
      const ledger = await entries(who);
      same(first, await send(who, routes.pokerAction, fold, key));
      expect((await send(who, routes.pokerAction, fold)).statusCode).toBe(409);
      expect(await coins(who)).toBe(balance);
      expect(await entries(who)).toBe(ledger);
      expect(await ledgerSum(t.app.ctx.db, who.user.id)).toBe(balance);
    });
  });

  it('sweeps keys older than the key lifetime; the key may then be used again', async () => {
    const who = await signUp(t.app);
    const gameId = await table(who, 'roulette');
    const key = newKey();
    const input = { params: { gameId }, body: { bets: [{ type: 'red', amount: 25 }] } };
    const first = await send(who, routes.rouletteSpin, input, key);
    expect(first.statusCode).toBe(200);
    t.clock.advance(23 * 3600_000);
    expect((await send(who, routes.rouletteSpin, input, key)).headers[REPLAYED_HEADER]).toBe(
      'true',
    );
    t.clock.advance(2 * 3600_000);
    // Past the lifetime, before the sweep: the old key is taken over by a new call (at a table of
    // the wave running now: the first table's wave has ended).
    const now = { ...input, params: { gameId: await table(who, 'roulette') } };
    const renewed = await send(who, routes.rouletteSpin, now, key);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers[REPLAYED_HEADER]).toBeUndefined();
    const other = newKey();
    expect((await send(who, routes.rouletteSpin, now, other)).statusCode).toBe(200);
    t.clock.advance(25 * 3600_000);
    expect(await sweepIdempotencyKeys(t.app.ctx)).toBeGreaterThanOrEqual(2);
    const left = await t.app.ctx.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', who.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
