import { REPORT_TEXT_MAX, routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { say, signUpModerator } from '../../test/moderation';

describe('reports', () => {
  let t: TestApp;
  let waveId: string;
  let ann: Signed;
  let bea: Signed;
  let cid: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bea, cid] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    waveId = (await call(t.app, routes.currentWave, { cookie: ann.cookie })).json().id;
  });
  afterAll(() => t.close());

  const report = (who: Signed, messageId: string, body: Record<string, unknown>) =>
    call(t.app, routes.reportMessage, { cookie: who.cookie, params: { id: messageId }, body });
  const reportCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('takes one report per user per message, with an optional text, cleaned', async () => {
    t.clock.advance(10_000);
    const message = (await say(t.app, bea, 'buy coins at my site', { waveId })).json();
    const first = await report(ann, message.id, {
      reason: 'spam',
      text: '  selling \u202Ecoins\u200B  ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      createdAt: t.clock.now().toISOString(),
    });
    const stored = await t.app.ctx.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', first.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      message_id: message.id,
      reporter_id: ann.user.id,
      reason: 'spam',
      text: 'selling coins',
      status: 'open',
    });

    const again = await report(ann, message.id, { reason: 'abuse' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'You have already reported this message: the moderators have it',
    );
    // Someone else may report it too; a blank text is no text.
    const other = await report(cid, message.id, { reason: 'other', text: '   ' });
    expect(other.statusCode).toBe(200);
    expect(
      (
        await t.app.ctx.db
          .selectFrom('reports')
          .select('text')
          .where('id', '=', other.json().id)
          .executeTakeFirstOrThrow()
      ).text,
    ).toBeNull();
  });

  it('refuses reporting your own message, one you cannot see, or nothing at all', async () => {
    t.clock.advance(10_000);
    const mine = (await say(t.app, ann, 'my own words', { waveId })).json();
    const own = await report(ann, mine.id, { reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('You cannot report your own message');

    // A DM between Bea and Cid: Ann cannot see it, so for her it does not exist.
    const dm = (await say(t.app, bea, 'between us', { recipientId: cid.user.id })).json();
    const outsider = await report(ann, dm.id, { reason: 'abuse' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error).toBe('Message not found');
    expect((await report(cid, dm.id, { reason: 'abuse' })).statusCode).toBe(200);

    const unknown = await report(ann, 'no-such-message', { reason: 'spam' });
    expect(unknown.statusCode).toBe(404);

    // A message a moderator deleted is gone for reports too.
    const mod = await signUpModerator(t.app);
    const gone = (await say(t.app, bea, 'soon deleted', { waveId })).json();
    await call(t.app, routes.deleteMessage, {
      cookie: mod.cookie,
      params: { id: gone.id },
      body: {},
    });
    expect((await report(ann, gone.id, { reason: 'spam' })).statusCode).toBe(404);
  });

  it.each([
    ['an unknown reason', { reason: 'rude' }],
    ['a text over the limit', { reason: 'other', text: 'x'.repeat(REPORT_TEXT_MAX + 1) }],
    ['a text that is not a string', { reason: 'other', text: 5 }],
    ['an extra field', { reason: 'spam', severity: 10 }],
    ['no reason', {}],
  ])('refuses %s (400) and stores nothing', async (_label, body) => {
    t.clock.advance(10_000);
    const message = (await say(t.app, cid, `reportable ${Math.random()}`, { waveId })).json();
    const before = await reportCount();
    const res = await report(bea, message.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Invalid request/);
    expect(await reportCount()).toBe(before);
  });

  it('needs a session (401) and limits reports per user (429)', async () => {
    expect(
      (
        await call(t.app, routes.reportMessage, {
          params: { id: 'x' },
          body: { reason: 'spam' },
        })
      ).statusCode,
    ).toBe(401);
    const flooder = await signUp(t.app);
    const targets: string[] = [];
    for (let i = 0; i < 21; i++) {
      if (i % 5 === 0) t.clock.advance(10_000);
      targets.push((await say(t.app, bea, `flood target ${i}`, { waveId })).json().id);
    }
    for (const id of targets.slice(0, 20))
      expect((await report(flooder, id, { reason: 'spam' })).statusCode).toBe(200);
    const limited = await report(flooder, targets[20]!, { reason: 'spam' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/You are sending reports too fast: wait \d+ minutes?/);
  });
});
