import { describe, expect, it } from 'vitest';
import { backoffWait, MemoryBackoff } from './backoff';

const policy = { free: 5, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 };

describe('backoff', () => {
  it('lets `free` attempts through, then doubles the delay up to the cap', () => {
    expect(backoffWait(policy, 4, 0, 0)).toBe(0);
    expect(backoffWait(policy, 5, 0, 0)).toBe(1000);
    expect(backoffWait(policy, 6, 0, 0)).toBe(2000);
    expect(backoffWait(policy, 7, 0, 500)).toBe(3500);
    expect(backoffWait(policy, 20, 0, 0)).toBe(15 * 60_000);
    expect(backoffWait(policy, 5000, 0, 0)).toBe(15 * 60_000);
  });

  it('counts before it judges: a parallel burst gets exactly `free` through', async () => {
    let now = 0;
    const b = new MemoryBackoff(policy, () => now);
    const waits = await Promise.all(Array.from({ length: 50 }, () => b.attempt('k')));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w === 1000)).toHaveLength(45);
    now = 999;
    expect(await b.attempt('k')).toBe(1);
    now = 1000;
    expect(await b.attempt('k')).toBe(0);
    expect(await b.attempt('k')).toBe(2000);
    expect(await b.attempt('other')).toBe(0);
  });

  it('release takes back one attempt, reset and a quiet hour forget the key', async () => {
    let now = 0;
    const b = new MemoryBackoff(policy, () => now);
    for (let i = 0; i < 5; i++) await b.attempt('k');
    await b.release('k');
    expect(await b.attempt('k')).toBe(0);
    expect(await b.attempt('k')).toBeGreaterThan(0);
    await b.reset('k');
    expect(await b.attempt('k')).toBe(0);
    for (let i = 0; i < 10; i++) await b.attempt('k');
    now = 60 * 60_000;
    expect(await b.attempt('k')).toBe(0);
  });
});
