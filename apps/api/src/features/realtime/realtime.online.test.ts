import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalCluster } from '../../cluster/cluster';
import { Hub } from './realtime.hub';

// Online counts are coalesced by the hub's injected clock (the app's), not the real one.

describe('online counts coalesced by the injected clock', () => {
  afterEach(() => vi.useRealTimers());

  it('waits out the window by the injected clock', async () => {
    // Only the timers are faked: the real clock keeps running, and the hub must not read it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clockMs = Date.parse('2030-01-01T12:00:00.000Z');
    const hub = new Hub(new LocalCluster(), {
      onlineEveryMs: 1000,
      nowMs: () => clockMs,
      playingBeatMs: 0,
    });
    await hub.ready;
    const frames: string[] = [];
    const tab = { userId: 'ann', waveId: null, send: (data: string) => void frames.push(data) };
    hub.add(tab);
    hub.join(tab, 'w');
    hub.announceOnline('w');
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.pendingAnnouncements()).toBe(0);

    // A change within the window waits for its end...
    hub.announceOnline('w');
    await vi.advanceTimersByTimeAsync(999);
    expect(hub.pendingAnnouncements()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(hub.pendingAnnouncements()).toBe(0);

    // ...and once the injected clock has moved past it, the next change goes on the next tick.
    clockMs += 1000;
    hub.announceOnline('w');
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.pendingAnnouncements()).toBe(0);
    expect(frames.filter((f) => f.includes('"online"'))).toHaveLength(3);
    hub.close();
  });
});

describe('presence', () => {
  it("tells the cluster of a user's first socket in a wave and last one out, and nothing between", async () => {
    const writes: string[] = [];
    class Recorded extends LocalCluster {
      override setPresent(waveId: string, userId: string, present: boolean): Promise<void> {
        writes.push(`${present ? '+' : '-'}${userId}@${waveId}`);
        return super.setPresent(waveId, userId, present);
      }
    }
    const cluster = new Recorded();
    const hub = new Hub(cluster, { playingBeatMs: 0 });
    await hub.ready;
    const tab = (userId: string) => ({ userId, waveId: null, send: () => undefined });
    const ann = [tab('ann'), tab('ann'), tab('ann')];
    const bob = tab('bob');
    for (const t of [...ann, bob]) {
      hub.add(t);
      hub.join(t, 'w');
    }
    expect(writes).toEqual(['+ann@w', '+bob@w']);
    expect(await hub.onlineCount('w')).toBe(2);

    // Two of ann's three tabs close: she is still there.
    hub.remove(ann[0]!);
    hub.remove(ann[1]!);
    expect(writes).toHaveLength(2);
    expect(await hub.onlineCount('w')).toBe(2);

    // Her last tab moves to another wave; then bob leaves.
    hub.join(ann[2]!, 'w2');
    hub.remove(bob);
    expect(writes.slice(2)).toEqual(['-ann@w', '+ann@w2', '-bob@w']);
    expect(await hub.onlineCount('w')).toBe(0);
    expect(await hub.onlineCount('w2')).toBe(1);
    hub.close();
  });
});
