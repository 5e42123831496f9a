import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../cluster/cluster';
import { openRedisCluster } from '../../cluster/redis-cluster';
import { testRedisServer } from '../../config';
import { Hub, SESSION_ENDED_CLOSE, type HubClient } from './realtime.hub';

// Ended sessions close their sockets on every instance: two hubs on one Redis, as two API
// processes would be.

const opened: Cluster[] = [];
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
});

function client(userId: string, sessionId: string) {
  const closes: Array<{ code: number; reason: string }> = [];
  let closed!: () => void;
  const wasClosed = new Promise<void>((resolve) => (closed = resolve));
  const c: HubClient = {
    userId,
    sessionId,
    waveId: null,
    send: () => undefined,
    close: (code, reason) => {
      closes.push({ code, reason });
      closed();
    },
  };
  return { c, closes, wasClosed };
}

describe('Hub.endSessions across instances', () => {
  it('closes the matching sockets on every instance and leaves the rest', async () => {
    const prefix = `cwtest:${randomBytes(4).toString('hex')}:`;
    const open = () => openRedisCluster(testRedisServer(), prefix, () => undefined);
    const [a, b] = await Promise.all([open(), open()]);
    opened.push(a, b);
    const [hubA, hubB] = [new Hub(a), new Hub(b)];
    await Promise.all([hubA.ready, hubB.ready]);
    const onB = client('u1', 's1');
    const keptOnB = client('u1', 's2');
    const otherUser = client('u2', 's1');
    const onA = client('u1', 's3');
    hubB.add(onB.c);
    hubB.add(keptOnB.c);
    hubB.add(otherUser.c);
    hubA.add(onA.c);

    hubA.endSessions('u1', { only: ['s1'] });
    await onB.wasClosed;
    expect(onB.closes).toEqual([SESSION_ENDED_CLOSE]);

    hubA.endSessions('u1', { allBut: 's2' });
    await onA.wasClosed;
    expect(onA.closes).toEqual([SESSION_ENDED_CLOSE]);
    hubB.endSessions('u1', { allBut: null });
    await keptOnB.wasClosed;
    // The other user's socket with the same session id string was never touched.
    expect(otherUser.closes).toEqual([]);
  });
});
