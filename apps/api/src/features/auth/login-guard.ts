import type { AppContext } from '../../context';
import type { Backoff } from '../../lib/backoff';
import { DomainError } from '../../lib/errors';
import { rateLimited } from '../../lib/rate-limiter';
import { QueueFull, WorkQueue } from '../../lib/work-queue';
import { hashPassword, verifyPassword } from './password';

// What stands between a password guesser and scrypt: growing delays per (IP, username) and per
// IP, counted before the password is checked, and a bounded queue in front of scrypt itself.

interface Guard {
  /** Per (IP, lower-cased username): the owner signing in from elsewhere is never held up. */
  perUser: Backoff;
  /** Per IP, whatever the usernames (password spraying); a success gives its count back. */
  perIp: Backoff;
  queue: WorkQueue;
}

const guards = new WeakMap<AppContext, Guard>();

/** The guard of this app (made on first use, from the config). */
export function loginGuard(ctx: AppContext): Guard {
  let guard = guards.get(ctx);
  if (!guard) {
    const { config } = ctx;
    const clock = () => ctx.now().getTime();
    const maxMs = config.loginMaxDelaySeconds * 1000;
    // A key is forgotten after twice the longest delay without an attempt.
    const common = { baseMs: 1000, maxMs, forgetMs: Math.max(2 * maxMs, 15 * 60_000) };
    guard = {
      perUser: ctx.cluster.backoff(
        'login-user',
        { ...common, free: config.loginFreeFailures },
        clock,
      ),
      perIp: ctx.cluster.backoff('login-ip', { ...common, free: config.loginFailuresPerIp }, clock),
      queue: new WorkQueue(config.scryptConcurrency, config.scryptQueue),
    };
    guards.set(ctx, guard);
  }
  return guard;
}

const tooMany = (wait: number) =>
  rateLimited(wait, (w) => `Too many failed sign-in attempts: try again in ${w}`);

/**
 * Counts one attempt for (ip, username) and for ip, or refuses with 429 and Retry-After. Count
 * then check: the attempt is counted before the password is verified, so 50 parallel guesses get
 * at most LOGIN_FREE_FAILURES evaluations. Returns what to call once the outcome is known.
 */
export async function admitAttempt(
  ctx: AppContext,
  ip: string,
  username: string,
): Promise<{ succeeded(): Promise<void>; withdrawn(): Promise<void> }> {
  const guard = loginGuard(ctx);
  const userKey = `${ip}|${username.toLowerCase()}`;
  const waitUser = await guard.perUser.attempt(userKey);
  if (waitUser > 0) throw tooMany(waitUser);
  const waitIp = await guard.perIp.attempt(ip);
  if (waitIp > 0) {
    await guard.perUser.release(userKey);
    throw tooMany(waitIp);
  }
  return {
    succeeded: async () => {
      await guard.perUser.reset(userKey);
      await guard.perIp.release(ip);
    },
    // Not judged (the server was busy): neither counts as a failure.
    withdrawn: async () => {
      await guard.perUser.release(userKey);
      await guard.perIp.release(ip);
    },
  };
}

/** Runs scrypt work through the bounded queue; a full queue is a 503 the person can retry. */
async function queued<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  try {
    return await loginGuard(ctx).queue.run(work);
  } catch (error) {
    if (error instanceof QueueFull)
      throw new DomainError(
        'BUSY',
        'Coinwave is busy checking passwords: please try again in a few seconds',
      );
    throw error;
  }
}

/** Hashes at the configured cost, through the queue. */
export function queuedHash(ctx: AppContext, password: string): Promise<string> {
  return queued(ctx, () => hashPassword(password, ctx.passwordCost));
}

/** Verifies, through the queue. */
export function queuedVerify(ctx: AppContext, password: string, stored: string): Promise<boolean> {
  return queued(ctx, () => verifyPassword(password, stored));
}
