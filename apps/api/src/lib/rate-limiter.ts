/** One rule: at most `limit` hits per `windowMs` for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * The rate limits, in one place (DESIGN wire rules: protect without locking out a household or a
 * test run sharing one IP). Login counts failures only.
 */
export const RATE_RULES = {
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { limit: 100, windowMs: 15 * 60_000 },
  registrationsPerIp: { limit: 50, windowMs: 60 * 60_000 },
  chatPerUser: { limit: 5, windowMs: 10_000 },
  uploadsPerUser: { limit: 30, windowMs: 10 * 60_000 },
  contactPerIp: { limit: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
export type RateRules = { [K in keyof typeof RATE_RULES]: RateRule };

const SWEEP_THRESHOLD = 10_000;

/**
 * An in-process sliding-window limiter (one per rule). Keys are kept only while they have hits
 * inside the window. Behind several API instances this moves to Redis with the same interface.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly rule: RateRule,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until `key` may act again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return 0;
    return Math.max(1, recent[recent.length - this.rule.limit]! + this.rule.windowMs - this.now());
  }

  /** Counts one hit for `key`. */
  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep();
  }

  /** Counts one hit unless the key is at its limit; returns the wait in ms (0 = allowed). */
  take(key: string): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.hit(key);
    return wait;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }

  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

export type Limiters = { [K in keyof RateRules]: RateLimiter };

export function createLimiters(rules: RateRules, now: () => number): Limiters {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, new RateLimiter(rule, now)]),
  ) as Limiters;
}

/** '12 seconds' / '3 minutes': a wait in words for an error message. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
