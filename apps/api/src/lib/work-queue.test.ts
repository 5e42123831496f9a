import { describe, expect, it } from 'vitest';
import { QueueFull, WorkQueue } from './work-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('WorkQueue', () => {
  it('runs at most `running` at once, queues `waiting`, refuses the rest at once', async () => {
    const q = new WorkQueue(2, 3);
    const gates = Array.from({ length: 8 }, deferred);
    let concurrent = 0;
    let peak = 0;
    const results = gates.map((g, i) =>
      q
        .run(async () => {
          concurrent += 1;
          peak = Math.max(peak, concurrent);
          await g.promise;
          concurrent -= 1;
          return i;
        })
        .then(
          (v) => ({ ok: v }),
          (e: unknown) => ({ refused: e instanceof QueueFull }),
        ),
    );
    await Promise.resolve();
    expect(q.size).toEqual({ running: 2, waiting: 3 });
    expect(await results[5]).toEqual({ refused: true });
    expect(await results[7]).toEqual({ refused: true });
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(results.slice(0, 5))).toEqual([0, 1, 2, 3, 4].map((ok) => ({ ok })));
    expect(peak).toBe(2);
    expect(q.started).toBe(5);
    expect(q.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when a task fails', async () => {
    const q = new WorkQueue(1, 0);
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await q.run(async () => 'after')).toBe('after');
  });
});
