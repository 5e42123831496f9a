import type { ServerMessage } from '@coinwave/api-contract';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../cluster/cluster';
import { openRedisCluster } from '../../cluster/redis-cluster';
import { testRedisServer } from '../../config';
import { Hub, type HubClient } from './realtime.hub';

// Wave chat skips the sockets of users who blocked the sender on every instance: two hubs on one
// Redis, as two API processes would be.

const opened: Cluster[] = [];
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
});

function tab(userId: string) {
  const frames: string[] = [];
  let waiter: (() => void) | null = null;
  const client: HubClient = {
    userId,
    waveId: null,
    send: (data) => {
      frames.push(data);
      waiter?.();
    },
  };
  /** Resolves once a frame containing `text` arrived. */
  const heard = async (text: string) => {
    while (!frames.some((f) => f.includes(text)))
      await new Promise<void>((resolve) => (waiter = resolve));
  };
  return { client, frames, heard };
}

const chat = (content: string): ServerMessage => ({
  type: 'chat',
  payload: { waveId: 'w', recipientId: null, messageId: content, message: undefined },
});

describe('block filtering across instances', () => {
  it('skips, on every instance, the sockets of users who blocked the sender', async () => {
    const prefix = `cwtest:${randomBytes(4).toString('hex')}:`;
    const open = () => openRedisCluster(testRedisServer(), prefix, () => undefined);
    const [a, b] = await Promise.all([open(), open()]);
    opened.push(a, b);
    // Stored blocks: 'carl' blocked 'spammer' before connecting.
    const stored: Record<string, string[]> = { carl: ['spammer'] };
    const load = async (userId: string) => stored[userId] ?? [];
    const [hubA, hubB] = [
      new Hub(a, { onlineEveryMs: 0, loadBlocked: load }),
      new Hub(b, { onlineEveryMs: 0, loadBlocked: load }),
    ];
    await Promise.all([hubA.ready, hubB.ready]);

    const ann = tab('ann');
    const bob = tab('bob');
    const carl = tab('carl');
    hubB.add(ann.client);
    hubB.add(bob.client);
    hubB.add(carl.client);
    await Promise.all(['ann', 'bob', 'carl'].map((u) => hubB.blocksReady(u)));
    for (const t of [ann, bob, carl]) hubB.join(t.client, 'w');

    // Ann blocks the spammer on instance A; her socket is on B.
    hubA.blockChanged('ann', 'spammer', true);
    hubA.publishToWave('w', chat('spam-1'), 'spammer');
    hubA.publishToWave('w', chat('hello-1'), 'friend');
    await Promise.all([ann.heard('hello-1'), bob.heard('hello-1'), carl.heard('hello-1')]);
    expect(bob.frames.some((f) => f.includes('spam-1'))).toBe(true);
    // Published in that order by one instance: had spam-1 been delivered, it would be in first.
    expect(ann.frames.some((f) => f.includes('spam-1'))).toBe(false);
    expect(carl.frames.some((f) => f.includes('spam-1'))).toBe(false);
    // Every socket that got it got the same frame (serialized once).
    expect(new Set([...bob.frames].filter((f) => f.includes('hello-1'))).size).toBe(1);
    expect(bob.frames.find((f) => f.includes('hello-1'))).toBe(
      ann.frames.find((f) => f.includes('hello-1')),
    );

    // Unblocked on A: Ann hears the spammer again. Frames without a sender are never filtered.
    hubA.blockChanged('ann', 'spammer', false);
    hubA.publishToWave('w', chat('spam-2'), 'spammer');
    hubA.publishToWave('w', chat('notice'));
    await ann.heard('spam-2');
    await carl.heard('notice');
    expect(carl.frames.some((f) => f.includes('spam-2'))).toBe(false);
  });
});
