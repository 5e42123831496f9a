import { DomainError } from './errors';

/** One rule: at most `limit` hits per `windowMs` for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * The rate limits, in one place (DESIGN wire rules: protect without locking out a household or a
 * test run sharing one IP). Sign-in failures have growing delays instead (auth/login-guard.ts).
 */
export const RATE_RULES = {
  /** The default of REGISTRATIONS_PER_IP_PER_HOUR. */
  registrationsPerIp: { limit: 50, windowMs: 60 * 60_000 },
  chatPerUser: { limit: 5, windowMs: 10_000 },
  uploadsPerUser: { limit: 30, windowMs: 10 * 60_000 },
  contactPerIp: { limit: 10, windowMs: 60 * 60_000 },
  /** The default of ROUND_ACTIONS_PER_MINUTE: spins, deals, hits, pops... (5 a second on average). */
  roundActionsPerUser: { limit: 300, windowMs: 60_000 },
  /** The default of GAMES_OPENED_PER_MINUTE: `POST /api/games`. */
  gamesOpenedPerUser: { limit: 30, windowMs: 60_000 },
  /** `GET /api/me/export`: a whole account's data is a large read. */
  exportsPerUser: { limit: 5, windowMs: 60 * 60_000 },
  /** Responsible-play changes (limits, reality-check answers, cool-offs) per player. */
  playSettingsPerUser: { limit: 30, windowMs: 60_000 },
  /** One new wave per player per wave length (4 hours). */
  newWavesPerUser: { limit: 1, windowMs: 4 * 60 * 60_000 },
  /** Blocks and unblocks (each reaches every instance's socket filters). */
  blockChangesPerUser: { limit: 30, windowMs: 60_000 },
  /** Reports of messages (each lands in the moderators' queue). */
  reportsPerUser: { limit: 20, windowMs: 10 * 60_000 },
  /** Live streams started (each is announced to the whole wave). */
  liveStartsPerUser: { limit: 10, windowMs: 10 * 60_000 },
  /** Live streams joined (each join changes the count every member of the wave sees). */
  liveJoinsPerUser: { limit: 30, windowMs: 60_000 },
} satisfies Record<string, RateRule>;
export type RateRules = { [K in keyof typeof RATE_RULES]: RateRule };

/**
 * A sliding-window limit on hits per key: `take` counts a hit unless the key is at its limit.
 * In one process it lives in memory; behind several instances in Redis (`cluster/`), shared.
 */
export interface Limiter {
  readonly rule: RateRule;
  /** Milliseconds until `key` may act again, or 0 when it is under its limit. */
  retryAfter(key: string): Promise<number>;
  /** Counts one hit for `key`. */
  hit(key: string): Promise<void>;
  /** Counts one hit unless the key is at its limit; resolves to the wait in ms (0 = allowed). */
  take(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export type Limiters = { [K in keyof RateRules]: Limiter };

const SWEEP_THRESHOLD = 10_000;

/**
 * The in-process sliding window (one per rule). Keys are kept only while they have hits inside
 * the window.
 */
export class MemoryLimiter implements Limiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly rule: RateRule,
    private readonly now: () => number,
  ) {}

  async retryAfter(key: string): Promise<number> {
    return this.waitFor(this.recent(key));
  }

  async hit(key: string): Promise<void> {
    this.record(key, this.recent(key));
  }

  async take(key: string): Promise<number> {
    const recent = this.recent(key);
    const wait = this.waitFor(recent);
    if (wait === 0) this.record(key, recent);
    return wait;
  }

  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }

  private waitFor(recent: number[]): number {
    if (recent.length < this.rule.limit) return 0;
    return Math.max(1, recent[recent.length - this.rule.limit]! + this.rule.windowMs - this.now());
  }

  private record(key: string, recent: number[]): void {
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep();
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

/** One limiter per rule, made by `make` (in memory or in Redis). */
export function createLimiters(
  rules: RateRules,
  make: (name: string, rule: RateRule) => Limiter,
): Limiters {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, make(name, rule)]),
  ) as Limiters;
}

/** '12 seconds' / '3 minutes' / '5 hours': a wait in words for an error message. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A 429 refusal saying when to come back: `message` gets the wait in words. */
export function rateLimited(waitMs: number, message: (wait: string) => string): DomainError {
  return new DomainError('RATE_LIMITED', message(describeWait(waitMs)), {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

/**
 * Counts one hit for `key`, or refuses (429) when it is at its limit. `message` gets the wait in
 * words ('12 seconds').
 */
export async function takeOrRefuse(
  limiter: Limiter,
  key: string,
  message: (wait: string) => string,
): Promise<void> {
  const wait = await limiter.take(key);
  if (wait > 0) throw rateLimited(wait, message);
}
