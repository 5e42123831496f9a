/**
 * Growing delays after repeated failures (login throttling). Each key holds a count of attempts
 * and the time of the last one. An attempt is counted *before* it is judged (count then check),
 * so a parallel burst cannot slip past: the first `free` attempts go through at once, and from
 * then on each attempt must wait `baseMs · 2^(count − free)` (at most `maxMs`) after the previous
 * one. A success resets the key (or releases its own count); a key left alone for `forgetMs` is
 * forgotten.
 */
export interface BackoffPolicy {
  /** Attempts allowed without any delay. */
  free: number;
  /** The first delay, after `free` attempts. */
  baseMs: number;
  /** The longest delay. */
  maxMs: number;
  /** A key with no attempt for this long starts again from zero. */
  forgetMs: number;
}

/** In memory for one process, in Redis (shared) behind several instances. */
export interface Backoff {
  readonly policy: BackoffPolicy;
  /** Counts an attempt and resolves to 0, or resolves to the wait in ms (nothing counted). */
  attempt(key: string): Promise<number>;
  /** Takes back one counted attempt (it succeeded, so it was no failure). */
  release(key: string): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

/** The wait required after `count` attempts, the last at `last` (0 = may go now). */
export function backoffWait(
  policy: BackoffPolicy,
  count: number,
  last: number,
  now: number,
): number {
  if (count < policy.free) return 0;
  const delay = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(count - policy.free, 40));
  return Math.max(0, last + delay - now);
}

const SWEEP_THRESHOLD = 10_000;

export class MemoryBackoff implements Backoff {
  private readonly keys = new Map<string, { count: number; last: number }>();

  constructor(
    readonly policy: BackoffPolicy,
    private readonly now: () => number,
  ) {}

  async attempt(key: string): Promise<number> {
    const now = this.now();
    const entry = this.current(key, now) ?? { count: 0, last: now };
    const wait = backoffWait(this.policy, entry.count, entry.last, now);
    if (wait > 0) return wait;
    this.keys.set(key, { count: entry.count + 1, last: now });
    if (this.keys.size > SWEEP_THRESHOLD) this.sweep(now);
    return 0;
  }

  async release(key: string): Promise<void> {
    const entry = this.keys.get(key);
    if (!entry) return;
    if (entry.count <= 1) this.keys.delete(key);
    else entry.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.keys.delete(key);
  }

  private current(key: string, now: number) {
    const entry = this.keys.get(key);
    if (entry && now - entry.last >= this.policy.forgetMs) {
      this.keys.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const key of [...this.keys.keys()]) this.current(key, now);
  }
}
