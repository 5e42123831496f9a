import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll } from '../../db/statements';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';

const HOUR = 3_600_000;

// The current wave's messagesCount reads the aggregate `waves.messages_count` (migration 0015),
// kept by triggers on `messages`: it must always equal the wave's messages, whatever adds or
// removes them.
describe('wave message counts', () => {
  let t: TestApp;
  let ann: Signed;
  let bob: Signed;

  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob] = [await signUp(t.app), await signUp(t.app)];
  });
  afterAll(() => t.close());

  const currentWave = async () =>
    (await call(t.app, routes.currentWave, { cookie: ann.cookie })).json<{
      id: string;
      messagesCount: number;
    }>();
  const send = async (who: Signed, body: Record<string, unknown>) => {
    const res = await call(t.app, routes.sendMessage, {
      cookie: who.cookie,
      body: { senderId: who.user.id, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(3_000); // the chat allows 5 messages in 10 s
  };
  /** Every wave's kept count next to a count of its messages. */
  const counts = () =>
    queryAll<{ kept: number | string; counted: number | string }>(
      t.app.ctx.db,
      `select w.messages_count as kept,
          (select count(*) from messages m where m.wave_id = w.id) as counted
        from waves w order by w.number`,
    );

  it('equals the count of the wave’s messages after posts, direct messages and an account deletion', async () => {
    const first = await currentWave();
    for (let i = 0; i < 3; i++) await send(ann, { content: `ann ${i}`, waveId: first.id });
    await send(bob, { content: 'bob here', waveId: first.id });
    await send(bob, { content: 'a direct one', recipientId: ann.user.id });
    expect((await currentWave()).messagesCount).toBe(4);

    // A new wave counts from 0; the old one keeps its count.
    t.clock.advance(4 * HOUR);
    const second = await currentWave();
    expect(second.id).not.toBe(first.id);
    expect(second.messagesCount).toBe(0);
    await send(bob, { content: 'new wave', waveId: second.id });
    await send(ann, { content: 'me too', waveId: second.id });
    expect((await currentWave()).messagesCount).toBe(2);

    // Deleting bob's account removes his messages, sent and received, from every wave.
    const deleted = await call(t.app, routes.deleteAccount, {
      cookie: bob.cookie,
      body: { password: bob.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await currentWave()).messagesCount).toBe(1);
    const rows = await counts();
    expect(rows.map((r) => [Number(r.kept), Number(r.counted)])).toEqual(
      rows.map((r) => [Number(r.counted), Number(r.counted)]),
    );
    expect(rows.map((r) => Number(r.kept)).slice(-2)).toEqual([3, 1]);
  });
});
