import { ACCOUNT_EXPORT_FORMAT, routes, type AccountExport } from '@coinwave/api-contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipart, signUp, type Signed } from '../../test/api';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { PNG_1X1 } from '../../test/media-fixtures';
import {
  assertNoSecrets,
  blackjackSeedWhere,
  FixedSeeds,
  FrameTap,
  Player,
} from '../../test/rounds';
import { ledgerSum } from '../ledger/ledger.service';
import { accountExport } from './account.export';

const MINUTE = 60_000;

describe('account: export everything, delete with the password', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  const secrets = { strings: () => seeds.secret() };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());

  /** A player with rounds, a wave message, a DM each way and an uploaded screenshot. */
  async function activePlayer() {
    const p = new Player(t.app, await signUp(t.app), secrets);
    const friend = await signUp(t.app);
    const wave = await p.ok(routes.currentWave);
    const gameId = await p.openGame('roulette');
    for (let i = 0; i < 3; i++)
      await p.ok(routes.rouletteSpin, {
        params: { gameId },
        body: { bets: [{ type: 'red', amount: 25 }] },
      });
    // A second apart, so the messages have an order (ties are ordered by random ids).
    const send = (who: Signed, body: object) => {
      t.clock.advance(1000);
      return call(t.app, routes.sendMessage, {
        cookie: who.cookie,
        body: { senderId: who.user.id, ...body },
      });
    };
    expect(
      (await send(p.who, { content: `hello wave from ${p.who.user.username}`, waveId: wave.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(p.who, { content: 'hi friend', recipientId: friend.user.id })).statusCode,
    ).toBe(200);
    expect(
      (await send(friend, { content: 'hi back', recipientId: p.who.user.id })).statusCode,
    ).toBe(200);
    const { payload, headers } = multipart(
      { type: 'image', filename: 'shot.png' },
      { name: 'shot.png', data: PNG_1X1, contentType: 'image/png' },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: routes.upload.path,
      payload,
      headers: { ...headers, origin: TEST_ORIGIN, cookie: p.who.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return { p, friend, wave, storedUrl: uploaded.json<{ url: string }>().url };
  }

  async function exportOf(p: Player): Promise<AccountExport> {
    const res = await call(t.app, routes.exportAccount, { cookie: p.who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="coinwave-${p.who.user.username}-${t.clock.now().toISOString().slice(0, 10)}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    await assertNoSecrets(res.json(), secrets, 'export');
    return res.json<AccountExport>();
  }

  it('exports the profile, every round, ledger entry, message and upload of the player only', async () => {
    const { p, storedUrl } = await activePlayer();
    const blocked = await signUp(t.app);
    await p.ok(routes.blockUser, { params: { id: blocked.user.id } });
    const data = await exportOf(p);
    expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT);
    expect(data.profile).toMatchObject({
      id: p.who.user.id,
      email: `${p.who.user.username}@example.com`,
    });
    expect(data.rounds.map((r) => r.nonce)).toEqual([0, 1, 2]);
    expect(data.rounds.every((r) => r.game === 'roulette' && r.status === 'finished')).toBe(true);
    // The ledger adds up to the balance: the grant and every stake and win.
    expect(data.ledger[0]).toMatchObject({ kind: 'starting_grant', amount: 5000 });
    expect(data.ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(data.profile.coins);
    expect(data.ledger.at(-1)?.balanceAfter).toBe(data.profile.coins);
    expect(data.messages.map((m) => m.content)).toEqual([
      `hello wave from ${p.who.user.username}`,
      'hi friend',
      'hi back',
    ]);
    expect(data.media.map((m) => m.url)).toEqual([storedUrl]);
    expect(data.limits.limits).toMatchObject({ realityCheckMinutes: 60, dailyLossLimit: null });
    expect(data.blocks.map((b) => b.user.id)).toEqual([blocked.user.id]);
  });

  it('streams page by page: the same document whatever the page size', async () => {
    const { p } = await activePlayer();
    const whole = async (pageSize: number) => {
      let text = '';
      for await (const chunk of accountExport(t.app.ctx, p.who.user.id, pageSize)) text += chunk;
      return JSON.parse(text) as AccountExport;
    };
    const reference = await whole(500);
    // 3 rounds and 3 messages: pages of 1 end on an empty page, pages of 2 on a short one.
    expect(await whole(1)).toEqual(reference);
    expect(await whole(2)).toEqual(reference);
    expect(reference.rounds).toHaveLength(3);
  });

  it('limits downloads to 5 an hour per player, and needs a session', async () => {
    const p = new Player(t.app, await signUp(t.app), secrets);
    for (let i = 0; i < 5; i++) await exportOf(p);
    await p.refused(routes.exportAccount, {}, 429, /try again in/);
    t.clock.advance(61 * MINUTE);
    await exportOf(p);
    expect((await call(t.app, routes.exportAccount)).statusCode).toBe(401);
  });

  it('refuses a wrong or malformed password and changes nothing', async () => {
    const { p } = await activePlayer();
    await p.refused(
      routes.deleteAccount,
      { body: { password: 'not it at all' } },
      403,
      /password is not right/,
    );
    await p.refused(routes.deleteAccount, { body: { password: 12345678 } }, 400);
    await p.refused(routes.deleteAccount, { body: {} }, 400);
    await p.refused(routes.deleteAccount, { body: { password: p.who.password, extra: 1 } }, 400);
    expect((await call(t.app, routes.deleteAccount, { body: { password: 'x' } })).statusCode).toBe(
      401,
    );
    expect((await p.ok(routes.me)).username).toBe(p.who.user.username);
  });

  it('deletes: signed out everywhere, username freed, messages and media gone, the books still add up', async () => {
    const { p, friend, wave, storedUrl } = await activePlayer();
    // A block each way: both go with the account.
    await p.ok(routes.blockUser, { params: { id: (await signUp(t.app)).user.id } });
    await call(t.app, routes.blockUser, { cookie: friend.cookie, params: { id: p.who.user.id } });
    const coins = await p.coins();
    const tap = new FrameTap(t.app, friend.user.id, wave.id);
    const file = path.join(t.dataDir, 'media', storedUrl.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);

    const res = await call(t.app, routes.deleteAccount, {
      cookie: p.who.cookie,
      body: { password: p.who.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'cw_session')?.value).toBe('');

    // Every session ended; the old name and password no longer sign in.
    expect((await call(t.app, routes.me, { cookie: p.who.cookie })).statusCode).toBe(401);
    const login = await call(t.app, routes.login, {
      body: { username: p.who.user.username, password: p.who.password },
    });
    expect(login.statusCode).toBe(401);
    // The username is free for someone new.
    const again = await signUp(t.app, p.who.user.username);
    expect(again.user.id).not.toBe(p.who.user.id);

    // The friend's views lost the messages, told by socket; the upload is gone from disk.
    const waveChat = await call(t.app, routes.waveMessages, {
      cookie: friend.cookie,
      params: { waveId: wave.id },
    });
    expect(waveChat.json<Array<{ content: string }>>().map((m) => m.content)).not.toContain(
      `hello wave from ${p.who.user.username}`,
    );
    const dm = await call(t.app, routes.conversation, {
      cookie: friend.cookie,
      params: { id: friend.user.id, otherId: p.who.user.id },
    });
    expect(dm.json()).toEqual([]);
    expect(tap.frames).toContainEqual({ type: 'wave_update', payload: { waveId: wave.id } });
    expect(tap.frames).toContainEqual({ type: 'dm_read', payload: { otherId: p.who.user.id } });
    tap.close();
    expect(existsSync(file)).toBe(false);

    // The row stays, anonymous, and its ledger still equals its coins; its rounds stay.
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['username', 'email', 'coins', 'deleted_at'])
      .where('id', '=', p.who.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: '', coins, deleted_at: t.clock.now().toISOString() });
    expect(row.username).toMatch(/^deleted-player-[0-9a-f]{8}$/);
    expect(await ledgerSum(t.app.ctx.db, p.who.user.id)).toBe(coins);
    const rounds = await t.app.ctx.db
      .selectFrom('rounds')
      .select('id')
      .where('user_id', '=', p.who.user.id)
      .execute();
    expect(rounds).toHaveLength(3);
    const blocks = await t.app.ctx.db
      .selectFrom('blocks')
      .select('blocker_id')
      .where((eb) =>
        eb.or([eb('blocker_id', '=', p.who.user.id), eb('blocked_id', '=', p.who.user.id)]),
      )
      .execute();
    expect(blocks).toEqual([]);
  });

  it('waits for a round in play (409 naming it) and settles an idle one first', async () => {
    const p = new Player(t.app, await signUp(t.app), secrets);
    const serverSeed = seeds.byHash((await p.ok(routes.fairness)).serverSeedHash);
    const clientSeed = blackjackSeedWhere(serverSeed, 0, (s) => s.phase === 'playing');
    await p.ok(routes.setClientSeed, { body: { clientSeed } });
    const gameId = await p.openGame('blackjack');
    const dealt = await p.ok(routes.blackjackDeal, { params: { gameId }, body: { bet: 100 } });
    expect(dealt.round.status).toBe('in_progress');

    await p.refused(
      routes.deleteAccount,
      { body: { password: p.who.password } },
      409,
      /^Finish your blackjack hand before deleting your account/,
    );
    t.clock.advance(11 * MINUTE);
    expect(
      (await p.call(routes.deleteAccount, { body: { password: p.who.password } })).statusCode,
    ).toBe(200);
    const round = await t.app.ctx.db
      .selectFrom('rounds')
      .select(['status', 'settled_by'])
      .where('id', '=', dealt.round.id)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'finished', settled_by: 'rule' });
  });
});
