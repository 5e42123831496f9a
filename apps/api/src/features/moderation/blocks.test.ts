import { BLOCKS_MAX, routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveSockets } from '../../test/live';
import { say } from '../../test/moderation';

describe('blocks', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof liveSockets>>;
  let waveId: string;
  beforeAll(async () => {
    // Online counts at once: a socket's join is confirmed without the 1 s coalescing wait.
    t = await createTestApp({ WS_ONLINE_EVERY_MS: '0' });
    live = await liveSockets(t);
    const someone = await signUp(t.app);
    waveId = (await call(t.app, routes.currentWave, { cookie: someone.cookie })).json().id;
  });
  afterAll(async () => {
    live.closeAll();
    await t.close();
  });

  const block = (who: Signed, other: string) =>
    call(t.app, routes.blockUser, { cookie: who.cookie, params: { id: other } });
  const unblock = (who: Signed, other: string) =>
    call(t.app, routes.unblockUser, { cookie: who.cookie, params: { id: other } });
  const blocks = async (who: Signed) =>
    (await call(t.app, routes.blocks, { cookie: who.cookie })).json() as Array<{
      user: { id: string; username: string };
      blockedAt: string;
    }>;
  const waveContents = async (who: Signed) =>
    (await call(t.app, routes.waveMessages, { cookie: who.cookie, params: { waveId } }))
      .json()
      .map((m: { content: string }) => m.content) as string[];

  it('blocks and unblocks idempotently, lists the blocked newest first, and refuses nonsense', async () => {
    const [ann, bea, cid] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const first = await block(ann, bea.user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      user: { id: bea.user.id, username: bea.user.username, avatarUrl: null },
      blockedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(1000);
    // Again: the same answer, the first time kept.
    expect((await block(ann, bea.user.id)).json()).toEqual(first.json());
    await block(ann, cid.user.id);
    expect((await blocks(ann)).map((b) => b.user.username)).toEqual([
      cid.user.username,
      bea.user.username,
    ]);
    expect(await blocks(bea)).toEqual([]);

    const self = await block(ann, ann.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot block yourself');
    const ghost = await block(ann, 'no-such-user');
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().error).toBe('User not found');
    expect((await call(t.app, routes.blockUser, { params: { id: bea.user.id } })).statusCode).toBe(
      401,
    );

    expect((await unblock(ann, bea.user.id)).json()).toEqual({ ok: true });
    expect((await unblock(ann, bea.user.id)).json()).toEqual({ ok: true });
    expect((await blocks(ann)).map((b) => b.user.id)).toEqual([cid.user.id]);
  });

  it('refuses DMs both ways with a clear 403 while a block stands', async () => {
    const [dee, eli] = [await signUp(t.app), await signUp(t.app)];
    expect((await say(t.app, dee, 'hi eli', { recipientId: eli.user.id })).statusCode).toBe(200);
    await block(dee, eli.user.id);
    const mine = await say(t.app, dee, 'still there?', { recipientId: eli.user.id });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().error).toBe(
      `You blocked ${eli.user.username}: unblock them in Settings to send a message`,
    );
    const theirs = await say(t.app, eli, 'hello?', { recipientId: dee.user.id });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe(
      `${dee.user.username} is not accepting direct messages from you`,
    );
    await unblock(dee, eli.user.id);
    t.clock.advance(10_000);
    expect((await say(t.app, eli, 'hello again', { recipientId: dee.user.id })).statusCode).toBe(
      200,
    );
  });

  it("hides the blocked user's wave chat from the blocker's history only", async () => {
    const [fay, gus, hal] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    t.clock.advance(1000);
    await say(t.app, gus, `gus before ${gus.user.id}`, { waveId });
    await block(fay, gus.user.id);
    t.clock.advance(1000);
    await say(t.app, gus, `gus after ${gus.user.id}`, { waveId });
    t.clock.advance(1000);
    await say(t.app, hal, `hal ${hal.user.id}`, { waveId });
    const seenByFay = await waveContents(fay);
    expect(seenByFay.filter((c) => c.includes(gus.user.id))).toEqual([]);
    expect(seenByFay).toContain(`hal ${hal.user.id}`);
    expect((await waveContents(hal)).filter((c) => c.includes(gus.user.id))).toEqual([
      `gus before ${gus.user.id}`,
      `gus after ${gus.user.id}`,
    ]);
    // Gus still sees his own messages and Fay's wave chat: a block hides one way only.
    await say(t.app, fay, `fay ${fay.user.id}`, { waveId });
    expect(await waveContents(gus)).toContain(`fay ${fay.user.id}`);
    await unblock(fay, gus.user.id);
    expect((await waveContents(fay)).filter((c) => c.includes(gus.user.id))).toHaveLength(2);
  });

  it("skips the blocker's sockets live, from the moment of the block to the unblock", async () => {
    const [ivy, jon, kim] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const ivyTab = await live.connect(ivy, waveId);
    const ivyOtherTab = await live.connect(ivy, waveId);
    const kimTab = await live.connect(kim, waveId);
    const heard = (tab: typeof ivyTab, text: string) =>
      tab.next('chat', (m) => m.payload.message?.content === text);
    const heardNothingOf = (tab: typeof ivyTab, text: string) =>
      expect(
        tab.frames.filter((f) => f.type === 'chat' && f.payload.message?.content === text),
      ).toEqual([]);

    await say(t.app, jon, 'jon one', { waveId });
    await heard(ivyTab, 'jon one');

    // Blocked while the sockets are open: the change reaches the hub at once.
    await block(ivy, jon.user.id);
    await say(t.app, jon, 'jon two', { waveId });
    await heard(kimTab, 'jon two');
    await say(t.app, kim, 'kim after', { waveId });
    // Frames arrive in order: Kim's later message reached Ivy's tabs, so Jon's never will.
    await heard(ivyTab, 'kim after');
    await heard(ivyOtherTab, 'kim after');
    heardNothingOf(ivyTab, 'jon two');
    heardNothingOf(ivyOtherTab, 'jon two');

    // A socket opened after the block loads it before joining the room.
    const ivyLateTab = await live.connect(ivy, waveId);
    await say(t.app, jon, 'jon three', { waveId });
    await say(t.app, kim, 'kim later', { waveId });
    await heard(ivyLateTab, 'kim later');
    heardNothingOf(ivyLateTab, 'jon three');

    await unblock(ivy, jon.user.id);
    t.clock.advance(10_000);
    await say(t.app, jon, 'jon four', { waveId });
    await heard(ivyTab, 'jon four');
    await heard(ivyLateTab, 'jon four');
  });

  it(`allows at most ${BLOCKS_MAX} blocks per user`, async () => {
    const [lea, max] = [await signUp(t.app), await signUp(t.app)];
    const now = t.clock.now().toISOString();
    const others = Array.from({ length: BLOCKS_MAX }, (_, i) => ({
      id: `filler-${lea.user.id}-${i}`,
      username: `f${i}_${lea.user.id.slice(0, 8)}`,
      email: 'f@example.com',
      password_hash: 'x',
      created_at: now,
    }));
    for (let i = 0; i < others.length; i += 200)
      await t.app.ctx.db
        .insertInto('users')
        .values(others.slice(i, i + 200))
        .execute();
    const rows = others.map((o) => ({
      blocker_id: lea.user.id,
      blocked_id: o.id,
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.app.ctx.db
        .insertInto('blocks')
        .values(rows.slice(i, i + 200))
        .execute();
    const refused = await block(lea, max.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'You have blocked 1,000 players, the most allowed: unblock someone first',
    );
    expect(await blocks(lea)).toHaveLength(BLOCKS_MAX);
    await unblock(lea, others[0]!.id);
    expect((await block(lea, max.user.id)).statusCode).toBe(200);
  });
});
