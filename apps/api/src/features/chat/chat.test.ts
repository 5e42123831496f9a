import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { FrameTap } from '../../test/rounds';

describe('chat and direct messages', () => {
  let t: TestApp;
  let alice: Signed;
  let bob: Signed;
  let carol: Signed;
  let waveId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    waveId = (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json().id;
  });
  afterAll(() => t.close());

  const messageCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (who: Signed, body: Record<string, unknown>) =>
    call(t.app, routes.sendMessage, {
      cookie: who.cookie,
      body: { senderId: who.user.id, ...body },
    });

  it('stores a wave message trimmed, as text, and lists the wave chat oldest first', async () => {
    const countBefore = (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json()
      .messagesCount as number;
    // Later than anything another test sent (messages of the same instant have no set order).
    t.clock.advance(1000);
    const first = await send(alice, { content: '  hello <b>wave</b>  ', waveId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      content: 'hello <b>wave</b>',
      waveId,
      recipientId: null,
      sender: { id: alice.user.id, username: alice.user.username },
    });
    t.clock.advance(1000);
    await send(bob, { content: 'hi', waveId });
    const list = await call(t.app, routes.waveMessages, {
      cookie: carol.cookie,
      params: { waveId },
    });
    expect(
      list
        .json()
        .map((m: { content: string }) => m.content)
        .slice(-2),
    ).toEqual(['hello <b>wave</b>', 'hi']);
    expect(
      (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json().messagesCount,
    ).toBe(countBefore + 2);
  });

  it.each([
    ['blank after trimming', { content: '   \n ', waveId: 'W' }, 400, /cannot be empty/],
    [
      'longer than 500 characters',
      { content: 'x'.repeat(501), waveId: 'W' },
      400,
      /500 characters/,
    ],
    ['an unknown wave', { content: 'hi', waveId: 'nope' }, 404, /Wave not found/],
    ['an unknown recipient', { content: 'hi', recipientId: 'nope' }, 404, /Recipient not found/],
    [
      'both a wave and a recipient',
      { content: 'hi', waveId: 'W', recipientId: 'R' },
      400,
      /Invalid request/,
    ],
    ['neither a wave nor a recipient', { content: 'hi' }, 400, /Invalid request/],
    ['a number as content', { content: 5, waveId: 'W' }, 400, /Invalid request/],
    ['an extra field', { content: 'hi', waveId: 'W', html: true }, 400, /Invalid request/],
  ])('refuses %s and stores nothing', async (_label, raw, status, pattern) => {
    const body = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, v === 'W' ? waveId : v === 'R' ? bob.user.id : v]),
    );
    const before = await messageCount();
    const res = await send(carol, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(pattern);
    expect(await messageCount()).toBe(before);
  });

  it('refuses sending as someone else (403) and without a session (401)', async () => {
    const before = await messageCount();
    const res = await call(t.app, routes.sendMessage, {
      cookie: carol.cookie,
      body: { senderId: alice.user.id, content: 'hi', waveId },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (
        await call(t.app, routes.sendMessage, {
          body: { senderId: alice.user.id, content: 'hi', waveId },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t.app, routes.waveMessages, { params: { waveId } })).statusCode).toBe(401);
    expect(await messageCount()).toBe(before);
  });

  it('refuses a DM to oneself', async () => {
    const res = await send(carol, { content: 'me', recipientId: carol.user.id });
    expect(res.statusCode).toBe(400);
  });

  it('sends DMs, lists contacts newest first and the conversation oldest first; counts friendsMade', async () => {
    const dave = await signUp(t.app);
    expect((await send(dave, { content: 'hey bob', recipientId: bob.user.id })).statusCode).toBe(
      200,
    );
    t.clock.advance(1000);
    await send(bob, { content: 'hey dave', recipientId: dave.user.id });
    t.clock.advance(1000);
    await send(dave, { content: 'hey alice', recipientId: alice.user.id });
    const contacts = await call(t.app, routes.contacts, {
      cookie: dave.cookie,
      params: { id: dave.user.id },
    });
    expect(contacts.json()).toEqual([
      { id: alice.user.id, username: alice.user.username, avatarUrl: null, unread: 0 },
      // Bob's reply is not read yet.
      { id: bob.user.id, username: bob.user.username, avatarUrl: null, unread: 1 },
    ]);
    const convo = await call(t.app, routes.conversation, {
      cookie: bob.cookie,
      params: { id: bob.user.id, otherId: dave.user.id },
    });
    expect(convo.json().map((m: { content: string }) => m.content)).toEqual([
      'hey bob',
      'hey dave',
    ]);
    expect((await call(t.app, routes.me, { cookie: dave.cookie })).json().friendsMade).toBe(2);
    expect(
      (await call(t.app, routes.contacts, { cookie: carol.cookie, params: { id: dave.user.id } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, routes.conversation, {
          cookie: carol.cookie,
          params: { id: dave.user.id, otherId: bob.user.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, routes.conversation, {
          cookie: dave.cookie,
          params: { id: dave.user.id, otherId: 'ghost' },
        })
      ).statusCode,
    ).toBe(404);
    // Wave chat is not a DM: it never makes friends.
    expect((await call(t.app, routes.me, { cookie: carol.cookie })).json().friendsMade).toBe(0);
  });

  it('keeps unread DM counts server-side: cleared by reading (in every tab) or by writing back', async () => {
    const [erin, frank] = [await signUp(t.app), await signUp(t.app)];
    const unreadFrom = async (who: Signed, other: Signed) =>
      (await call(t.app, routes.contacts, { cookie: who.cookie, params: { id: who.user.id } }))
        .json()
        .find((c: { id: string }) => c.id === other.user.id)?.unread as number | undefined;
    const read = (who: Signed, other: Signed, cookie = who.cookie) =>
      call(t.app, routes.markConversationRead, {
        cookie,
        params: { id: who.user.id, otherId: other.user.id },
      });

    await send(frank, { content: 'one', recipientId: erin.user.id });
    t.clock.advance(1000);
    await send(frank, { content: 'two', recipientId: erin.user.id });
    expect(await unreadFrom(erin, frank)).toBe(2);
    expect(await unreadFrom(frank, erin)).toBe(0);

    const tab = new FrameTap(t.app, erin.user.id, waveId);
    expect((await read(erin, frank)).json()).toEqual({ ok: true });
    expect(await unreadFrom(erin, frank)).toBe(0);
    expect(tab.frames).toContainEqual({ type: 'dm_read', payload: { otherId: frank.user.id } });
    tab.close();

    t.clock.advance(1000);
    await send(frank, { content: 'three', recipientId: erin.user.id });
    expect(await unreadFrom(erin, frank)).toBe(1);
    t.clock.advance(1000);
    await send(erin, { content: 'got it', recipientId: frank.user.id });
    expect(await unreadFrom(erin, frank)).toBe(0);
    expect(await unreadFrom(frank, erin)).toBe(1);

    // Only for oneself, and only with someone who exists.
    expect((await read(erin, frank, frank.cookie)).statusCode).toBe(403);
    const ghost = await call(t.app, routes.markConversationRead, {
      cookie: erin.cookie,
      params: { id: erin.user.id, otherId: 'no-such-user' },
    });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().error).toBe('User not found');
  });

  it('limits chat to 5 messages per 10 seconds per user with a clear 429', async () => {
    const eve = await signUp(t.app);
    for (let i = 0; i < 5; i++)
      expect((await send(eve, { content: `m${i}`, waveId })).statusCode).toBe(200);
    const before = await messageCount();
    const limited = await send(eve, { content: 'too fast', waveId });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/sending messages too fast: wait \d+ seconds?/);
    expect(await messageCount()).toBe(before);
    expect((await send(bob, { content: 'others unaffected', waveId })).statusCode).toBe(200);
    t.clock.advance(10_000);
    expect((await send(eve, { content: 'later', waveId })).statusCode).toBe(200);
  });
});

describe('anonymous callers', () => {
  it('get 401 before any body validation', async () => {
    const t = await createTestApp();
    try {
      const res = await call(t.app, routes.sendMessage, { body: { nonsense: true } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Sign in to continue' });
    } finally {
      await t.close();
    }
  });
});
