import { routes, type RouteDef } from '@coinwave/api-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveSockets } from '../../test/live';
import { say, signUpModerator } from '../../test/moderation';
import { ADMIN_COMMAND, setModerator } from './sanctions.service';

describe('moderators', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof liveSockets>>;
  let waveId: string;
  let mod: Signed;
  beforeAll(async () => {
    t = await createTestApp({ WS_ONLINE_EVERY_MS: '0' });
    live = await liveSockets(t);
    mod = await signUpModerator(t.app);
    waveId = (await call(t.app, routes.currentWave, { cookie: mod.cookie })).json().id;
  });
  afterAll(async () => {
    live.closeAll();
    await t.close();
  });

  const report = async (who: Signed, messageId: string, reason = 'abuse', text?: string) => {
    const res = await call(t.app, routes.reportMessage, {
      cookie: who.cookie,
      params: { id: messageId },
      body: text === undefined ? { reason } : { reason, text },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const post = async (who: Signed, content: string, to: Parameters<typeof say>[3] = { waveId }) => {
    t.clock.advance(10_000);
    const res = await say(t.app, who, content, to);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; content: string };
  };
  const queue = async (query: Record<string, string> = {}) => {
    const res = await call(t.app, routes.moderationReports, { cookie: mod.cookie, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      reports: Array<{ id: string; message: { id: string }; openReportsOnMessage: number }>;
      nextBefore: number | null;
    };
  };

  const moderatorRoutes: Array<[RouteDef, Record<string, string> | undefined, unknown]> = [
    [routes.deleteMessage, { id: 'm' }, {}],
    [routes.moderationReports, undefined, undefined],
    [routes.dismissReport, { id: 'r' }, undefined],
    [routes.muteFromReport, { id: 'r' }, { durationMinutes: 30, reason: 'x' }],
    [routes.moderationActions, undefined, undefined],
  ];

  it('refuses every moderator route to players (403, before reading the body) and to the anonymous (401)', async () => {
    const player = await signUp(t.app);
    for (const [route, params, body] of moderatorRoutes) {
      const invalid = route.method === 'GET' ? undefined : { nonsense: true };
      const refused = await call(t.app, route, { cookie: player.cookie, params, body: invalid });
      expect(refused.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(refused.json().error).toBe('Only moderators can do this');
      expect((await call(t.app, route, { params, body })).statusCode).toBe(401);
    }
    // A revoked moderator is refused at once, and their tabs learn the role as it changes.
    const former = await signUpModerator(t.app);
    const tab = await live.connect(former);
    expect(
      (await call(t.app, routes.moderationActions, { cookie: former.cookie })).statusCode,
    ).toBe(200);
    await setModerator(t.app.ctx, ADMIN_COMMAND, former.user.id, false);
    expect(
      (await tab.next('user_update', (m) => m.payload.data.role === 'player')).payload.userId,
    ).toBe(former.user.id);
    expect(
      (await call(t.app, routes.moderationActions, { cookie: former.cookie })).statusCode,
    ).toBe(403);
    expect((await call(t.app, routes.me, { cookie: mod.cookie })).json().role).toBe('moderator');
  });

  it('lists open reports newest first, a page at a time, with the message, sender, reporter, reason and text', async () => {
    const [ann, bea, cid] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const wave = await post(bea, 'you are all losers');
    const dm = await post(bea, 'I know where you live', { recipientId: cid.user.id });
    t.clock.advance(1000);
    const first = await report(ann, wave.id, 'abuse', 'insulting everyone');
    t.clock.advance(1000);
    const second = await report(cid, dm.id, 'abuse');
    t.clock.advance(1000);
    const third = await report(cid, wave.id, 'spam');

    const page1 = await queue({ limit: '2' });
    expect(page1.reports.map((r) => r.id)).toEqual([third, second]);
    expect(page1.reports[1]).toEqual({
      id: second,
      reason: 'abuse',
      text: null,
      createdAt: expect.any(String),
      reporter: { id: cid.user.id, username: cid.user.username, avatarUrl: null },
      message: {
        id: dm.id,
        content: 'I know where you live',
        createdAt: expect.any(String),
        sender: { id: bea.user.id, username: bea.user.username, avatarUrl: null },
        waveId: null,
        recipient: { id: cid.user.id, username: cid.user.username, avatarUrl: null },
      },
      openReportsOnMessage: 1,
    });
    expect(page1.reports[0]!.openReportsOnMessage).toBe(2);
    expect(page1.nextBefore).toEqual(expect.any(Number));
    const page2 = await queue({ limit: '2', before: String(page1.nextBefore) });
    expect(page2.reports[0]).toMatchObject({
      id: first,
      text: 'insulting everyone',
      message: { id: wave.id, waveId, recipient: null },
    });
    for (const r of [...page1.reports, ...page2.reports]) await dismiss(r.id);
  });

  const dismiss = (reportId: string) =>
    call(t.app, routes.dismissReport, { cookie: mod.cookie, params: { id: reportId } });

  it('dismissing a report settles every open report of its message, once', async () => {
    const [ann, bea, cid] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const message = await post(bea, 'totally fine message');
    const r1 = await report(ann, message.id, 'spam');
    await report(cid, message.id, 'spam');
    const res = await dismiss(r1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settledReports: 2 });
    expect((await queue()).reports.filter((r) => r.message.id === message.id)).toEqual([]);
    const again = await dismiss(r1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This report was already dealt with');
    expect((await dismiss('no-such-report')).statusCode).toBe(404);
    // The message stays: dismissing says it is fine.
    const list = await call(t.app, routes.waveMessages, { cookie: ann.cookie, params: { waveId } });
    expect(list.json().map((m: { id: string }) => m.id)).toContain(message.id);
  });

  it('mutes the sender from a report: chat and DMs refused with the end and the reason until it ends', async () => {
    const [ann, bea] = [await signUp(t.app), await signUp(t.app)];
    const message = await post(bea, 'spam spam spam');
    const reportId = await report(ann, message.id, 'spam');
    const mute = (body: unknown) =>
      call(t.app, routes.muteFromReport, { cookie: mod.cookie, params: { id: reportId }, body });
    for (const bad of [
      { durationMinutes: 0, reason: 'x' },
      { durationMinutes: 525_601, reason: 'x' },
      { durationMinutes: 30, reason: '' },
      { durationMinutes: '30', reason: 'x' },
      { durationMinutes: 30 },
    ])
      expect((await mute(bad)).statusCode, JSON.stringify(bad)).toBe(400);

    const muted = await mute({ durationMinutes: 30, reason: 'Spamming the wave' });
    expect(muted.statusCode).toBe(200);
    const until = new Date(t.clock.time + 30 * 60_000).toISOString();
    expect(muted.json()).toEqual({
      user: { id: bea.user.id, username: bea.user.username, avatarUrl: null },
      mutedUntil: until,
      reason: 'Spamming the wave',
    });
    const said = `You are muted until ${until.slice(0, 10)} ${until.slice(11, 16)} UTC: Spamming the wave`;
    const wave = await say(t.app, bea, 'let me talk', { waveId });
    expect(wave.statusCode).toBe(403);
    expect(wave.json().error).toBe(said);
    const dm = await say(t.app, bea, 'psst', { recipientId: ann.user.id });
    expect(dm.json().error).toBe(said);
    const beaTab = await live.connect(bea, waveId);
    beaTab.send({ type: 'chat', senderId: bea.user.id, content: 'over the socket', waveId });
    expect((await beaTab.next('error')).payload.error).toBe(said);
    // The report stays open: the message is still to be dealt with.
    expect((await queue()).reports.map((r) => r.id)).toContain(reportId);

    t.clock.advance(30 * 60_000);
    expect((await say(t.app, bea, 'back again', { waveId })).statusCode).toBe(200);
    await dismiss(reportId);
  });

  it('deletes a wave message for everyone at once and settles its reports', async () => {
    const [ann, bea, cid] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const annTab = await live.connect(ann, waveId);
    const beaTab = await live.connect(bea, waveId);
    const message = await post(bea, 'something awful');
    await annTab.next('chat', (m) => m.payload.messageId === message.id);
    await report(ann, message.id, 'abuse');
    await report(cid, message.id, 'abuse');

    const res = await call(t.app, routes.deleteMessage, {
      cookie: mod.cookie,
      params: { id: message.id },
      body: { reason: 'Abuse' },
    });
    expect(res.json()).toEqual({ settledReports: 2 });
    const expected = {
      type: 'message_deleted',
      payload: { messageId: message.id, waveId, senderId: bea.user.id, recipientId: null },
    };
    for (const tab of [annTab, beaTab])
      expect(await tab.next('message_deleted', (m) => m.payload.messageId === message.id)).toEqual(
        expected,
      );
    for (const who of [ann, bea, mod]) {
      const list = await call(t.app, routes.waveMessages, {
        cookie: who.cookie,
        params: { waveId },
      });
      expect(list.json().map((m: { id: string }) => m.id)).not.toContain(message.id);
    }
    expect((await queue()).reports.filter((r) => r.message.id === message.id)).toEqual([]);
    const stored = await t.app.ctx.db
      .selectFrom('messages')
      .select(['deleted_at', 'deleted_by', 'content'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      deleted_at: t.clock.now().toISOString(),
      deleted_by: mod.user.id,
      content: 'something awful',
    });

    // Again: nothing more happens.
    const again = await call(t.app, routes.deleteMessage, {
      cookie: mod.cookie,
      params: { id: message.id },
      body: {},
    });
    expect(again.json()).toEqual({ settledReports: 0 });
    const missing = await call(t.app, routes.deleteMessage, {
      cookie: mod.cookie,
      params: { id: 'no-such-message' },
      body: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a DM for both parties at once, and it no longer counts as unread', async () => {
    const [ann, bea] = [await signUp(t.app), await signUp(t.app)];
    const annTab = await live.connect(ann);
    const beaTab = await live.connect(bea);
    const dm = await post(bea, 'nasty private note', { recipientId: ann.user.id });
    const unread = async () =>
      (await call(t.app, routes.contacts, { cookie: ann.cookie, params: { id: ann.user.id } }))
        .json()
        .find((c: { id: string }) => c.id === bea.user.id)?.unread;
    expect(await unread()).toBe(1);
    await call(t.app, routes.deleteMessage, {
      cookie: mod.cookie,
      params: { id: dm.id },
      body: {},
    });
    for (const tab of [annTab, beaTab])
      expect(
        (await tab.next('message_deleted', (m) => m.payload.messageId === dm.id)).payload,
      ).toEqual({
        messageId: dm.id,
        waveId: null,
        senderId: bea.user.id,
        recipientId: ann.user.id,
      });
    expect(await unread()).toBe(0);
    const convo = await call(t.app, routes.conversation, {
      cookie: ann.cookie,
      params: { id: ann.user.id, otherId: bea.user.id },
    });
    expect(convo.json()).toEqual([]);
  });

  it('records every action (who, what, whom, why, when) in an append-only log', async () => {
    const [ann, bea] = [await signUp(t.app), await signUp(t.app)];
    const message = await post(bea, 'log me');
    const reportId = await report(ann, message.id);
    await call(t.app, routes.muteFromReport, {
      cookie: mod.cookie,
      params: { id: reportId },
      body: { durationMinutes: 60, reason: 'Cool down' },
    });
    await call(t.app, routes.deleteMessage, {
      cookie: mod.cookie,
      params: { id: message.id },
      body: { reason: 'Rude' },
    });
    const log = await call(t.app, routes.moderationActions, {
      cookie: mod.cookie,
      query: { limit: '2' },
    });
    const modView = { id: mod.user.id, username: mod.user.username, avatarUrl: null };
    const beaView = { id: bea.user.id, username: bea.user.username, avatarUrl: null };
    expect(log.json().actions).toEqual([
      {
        id: expect.any(String),
        action: 'delete_message',
        moderator: modView,
        targetUser: beaView,
        targetMessageId: message.id,
        reason: 'Rude',
        detail: null,
        createdAt: t.clock.now().toISOString(),
      },
      {
        id: expect.any(String),
        action: 'mute',
        moderator: modView,
        targetUser: beaView,
        targetMessageId: null,
        reason: 'Cool down',
        detail: `until ${new Date(t.clock.time + 3600_000).toISOString()}`,
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    // The admin command's grant of the moderator role is there too, with no moderator.
    let before = log.json().nextBefore as number | null;
    const all = [...log.json().actions];
    while (before !== null) {
      const next = await call(t.app, routes.moderationActions, {
        cookie: mod.cookie,
        query: { limit: '100', before: String(before) },
      });
      all.push(...next.json().actions);
      before = next.json().nextBefore;
    }
    expect(all.at(-1)).toMatchObject({
      action: 'grant_moderator',
      moderator: null,
      targetUser: { id: mod.user.id },
    });

    const db = t.app.ctx.db;
    await expect(sql`update moderation_actions set reason = 'edited'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from moderation_actions`.execute(db)).rejects.toThrow(/append-only/);
  });
});
