import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveSockets } from '../../test/live';
import { say } from '../../test/moderation';

describe('DM privacy', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const setPrivacy = (who: Signed, dms: unknown) =>
    call(t.app, routes.setPrivacy, { cookie: who.cookie, body: { dms } });

  it("is 'everyone' by default, readable in /api/me/privacy and on the user record", async () => {
    const ann = await signUp(t.app);
    expect(ann.user.dmPrivacy).toBe('everyone');
    expect(ann.user.role).toBe('player');
    expect((await call(t.app, routes.privacy, { cookie: ann.cookie })).json()).toEqual({
      dms: 'everyone',
    });
    expect((await setPrivacy(ann, 'nobody')).json()).toEqual({ dms: 'nobody' });
    expect((await call(t.app, routes.me, { cookie: ann.cookie })).json().dmPrivacy).toBe('nobody');
    expect((await call(t.app, routes.privacy, { cookie: ann.cookie })).json()).toEqual({
      dms: 'nobody',
    });
  });

  it.each([
    ['an unknown setting', { dms: 'friends' }],
    ['a number', { dms: 1 }],
    ['an extra field', { dms: 'nobody', also: true }],
    ['no setting', {}],
  ])('refuses %s (400) and keeps the setting', async (_label, body) => {
    const bea = await signUp(t.app);
    const res = await call(t.app, routes.setPrivacy, { cookie: bea.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Invalid request/);
    expect((await call(t.app, routes.privacy, { cookie: bea.cookie })).json().dms).toBe('everyone');
  });

  it("'contacts' accepts only people the user has written to; 'nobody' accepts no one", async () => {
    const [cid, dee, eli] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await setPrivacy(cid, 'contacts');
    const stranger = await say(t.app, dee, 'hi cid', { recipientId: cid.user.id });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(
      `${cid.user.username} accepts direct messages only from people they have written to`,
    );
    // Cid writes to Dee first: Dee may answer. Eli, who only received, is still a stranger.
    expect((await say(t.app, cid, 'hi dee', { recipientId: dee.user.id })).statusCode).toBe(200);
    expect((await say(t.app, dee, 'hi back', { recipientId: cid.user.id })).statusCode).toBe(200);
    await say(t.app, eli, 'hey', { recipientId: dee.user.id });
    expect((await say(t.app, eli, 'hi cid', { recipientId: cid.user.id })).statusCode).toBe(403);

    await setPrivacy(cid, 'nobody');
    const nobody = await say(t.app, dee, 'again', { recipientId: cid.user.id });
    expect(nobody.statusCode).toBe(403);
    expect(nobody.json().error).toBe(
      `${cid.user.username} is not accepting direct messages from anyone`,
    );
    // The setting is about receiving: Cid may still write, and wave chat is untouched.
    t.clock.advance(10_000);
    expect((await say(t.app, cid, 'one way', { recipientId: dee.user.id })).statusCode).toBe(200);
    await setPrivacy(cid, 'everyone');
    expect((await say(t.app, eli, 'now?', { recipientId: cid.user.id })).statusCode).toBe(200);
  });

  it('a refused DM is neither stored nor delivered', async () => {
    const [fay, gus] = [await signUp(t.app), await signUp(t.app)];
    const live = await liveSockets(t);
    try {
      const gusTab = await live.connect(gus);
      await setPrivacy(gus, 'nobody');
      expect((await say(t.app, fay, 'psst', { recipientId: gus.user.id })).statusCode).toBe(403);
      gusTab.send({ type: 'user_update', userId: gus.user.id });
      await gusTab.next('user_update', (m) => m.payload.userId === gus.user.id);
      expect(gusTab.frames.filter((f) => f.type === 'chat')).toEqual([]);
      const convo = await call(t.app, routes.conversation, {
        cookie: gus.cookie,
        params: { id: gus.user.id, otherId: fay.user.id },
      });
      expect(convo.json()).toEqual([]);
    } finally {
      live.closeAll();
    }
  });
});
