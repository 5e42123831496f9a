import type { ChangePasswordBody, LoginBody, RegisterBody, User } from '@coinwave/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import { moveCoins, STARTING_GRANT } from '../ledger/ledger.service';
import { assertNotBanned } from '../moderation/sanctions.service';
import * as users from '../users/users.service';
import * as repo from './auth.repository';
import { admitAttempt, queuedHash, queuedVerify } from './login-guard';
import { hashPassword, needsRehash } from './password';

export const SESSION_COOKIE = 'cw_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const INVALID_LOGIN = 'Invalid username or password';

/** The signed-in user as a request carries it. */
export interface SessionUser {
  id: string;
  username: string;
  /** The session's id: the stored SHA-256 of its token (sockets remember it). */
  sessionId: string;
}

/** A new session: the token goes in the cookie, only its SHA-256 is stored. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issueSession(ctx: AppContext, userId: string): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url'); // 256 random bits
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await repo.insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/** Creates the account with the 5,000-coin starting grant (one transaction) and signs it in. */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  ip: string,
): Promise<{ user: User; session: IssuedSession }> {
  await takeOrRefuse(
    ctx.limiters.registrationsPerIp,
    ip,
    (wait) => `Too many new accounts from your network: try again in ${wait}`,
  );
  // Hash before the transaction: the write lock is never held across the slow scrypt.
  const passwordHash = await queuedHash(ctx, body.password);
  const id = newId();
  const now = ctx.now();
  try {
    await withTransaction(ctx.db, async (trx) => {
      await users.insertUser(trx, {
        id,
        username: body.username,
        email: body.email.trim(),
        passwordHash,
        createdAt: now.toISOString(),
      });
      await moveCoins(trx, { userId: id, amount: STARTING_GRANT, kind: 'starting_grant' }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('CONFLICT', 'That username is already taken');
    throw error;
  }
  return { user: await users.getUser(ctx.db, id, ctx.now()), session: await issueSession(ctx, id) };
}

/**
 * Checks username + password. Unknown user and wrong password take the same time (a dummy
 * hash is verified) and give the same 401. Attempts are counted before the check, per (IP,
 * username) and per IP, with growing delays (login-guard.ts): a stranger elsewhere can slow only
 * their own guesses, never the owner's sign-in. A hash cheaper than the configured cost is
 * replaced on success.
 */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  ip: string,
): Promise<{ user: User; session: IssuedSession }> {
  const attempt = await admitAttempt(ctx, ip, body.username);
  const found = await users.findCredentials(ctx.db, body.username);
  let ok: boolean;
  try {
    ok = await queuedVerify(ctx, body.password, found?.password_hash ?? (await dummyHash(ctx)));
  } catch (error) {
    await attempt.withdrawn();
    throw error;
  }
  if (!found || !ok) throw new DomainError('UNAUTHENTICATED', INVALID_LOGIN);
  await attempt.succeeded();
  // Only the password's owner learns of a ban: a stranger's guess gets the same 401 as ever.
  await assertNotBanned(ctx, found.id);
  if (needsRehash(found.password_hash, ctx.passwordCost)) {
    // Best effort: a busy queue leaves the old hash for the next sign-in.
    await queuedHash(ctx, body.password)
      .then((hash) => users.setPasswordHash(ctx.db, found.id, hash))
      .catch(() => undefined);
  }
  return {
    user: await users.getUser(ctx.db, found.id, ctx.now()),
    session: await issueSession(ctx, found.id),
  };
}

const dummies = new WeakMap<AppContext, Promise<string>>();
/** A hash at the configured cost that no password matches, so an unknown user costs a real verify. */
function dummyHash(ctx: AppContext): Promise<string> {
  let dummy = dummies.get(ctx);
  if (!dummy)
    dummies.set(ctx, (dummy = hashPassword(randomBytes(16).toString('hex'), ctx.passwordCost)));
  return dummy;
}

/**
 * Session lookups are cached in memory for a few seconds (every game call is authenticated; this
 * saves a query per call). Ending a session evicts its entry at once on every instance (see
 * `followEndedSessions`).
 */
export const SESSION_CACHE_MS = 5000;
const SESSION_CACHE_MAX = 10_000;
interface CachedSession {
  user: SessionUser;
  cachedUntil: number;
  expiresAt: number;
}
const sessionCaches = new WeakMap<object, Map<string, CachedSession>>();
/** Per app (the context object; the admin command has its own): its session lookups. */
function sessionCache(ctx: object): Map<string, CachedSession> {
  let cache = sessionCaches.get(ctx);
  if (!cache) sessionCaches.set(ctx, (cache = new Map()));
  return cache;
}

/** The session's user, or undefined for a missing, unknown or expired token. */
export async function sessionUser(
  ctx: AppContext,
  token: string | undefined,
): Promise<SessionUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const now = ctx.now().getTime();
  const cache = sessionCache(ctx);
  const hit = cache.get(tokenHash);
  if (hit && hit.cachedUntil > now && hit.expiresAt > now) return hit.user;
  const found = await repo.findSessionUser(ctx.db, tokenHash, new Date(now).toISOString());
  if (!found) {
    cache.delete(tokenHash);
    return undefined;
  }
  if (cache.size >= SESSION_CACHE_MAX) cache.clear();
  const user = { id: found.id, username: found.username, sessionId: tokenHash };
  cache.set(tokenHash, {
    user,
    cachedUntil: now + SESSION_CACHE_MS,
    expiresAt: Date.parse(found.expires_at),
  });
  return user;
}

/** The cluster channel on which an ended session is announced to every instance. */
const SESSION_ENDED = 'session-ended';

/**
 * Makes this instance forget a session the moment it ends on any instance (the lookup cache would
 * otherwise keep it for up to SESSION_CACHE_MS). Called once per app.
 */
export function followEndedSessions(ctx: AppContext): Promise<void> {
  return ctx.cluster.subscribe(SESSION_ENDED, (tokenHash) => sessionCache(ctx).delete(tokenHash));
}

/** Forgets the session on every instance (lookup caches) and closes its sockets everywhere. */
export async function endSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const user = await sessionUser(ctx, token);
  const tokenHash = hashToken(token);
  sessionCache(ctx).delete(tokenHash);
  await repo.deleteSession(ctx.db, tokenHash);
  ctx.cluster.publish(SESSION_ENDED, tokenHash);
  if (user) ctx.realtime.endSessions(user.id, { only: [tokenHash] });
}

/**
 * Ends the user's sessions, all of them or all but `keep` (a session id), and closes their
 * sockets on every instance.
 */
export async function endUserSessions(
  ctx: Pick<AppContext, 'db' | 'cluster' | 'realtime'>,
  userId: string,
  keep: string | null,
): Promise<void> {
  const ended = await repo.deleteUserSessions(ctx.db, userId, keep);
  const cache = sessionCache(ctx);
  for (const tokenHash of ended) {
    cache.delete(tokenHash);
    ctx.cluster.publish(SESSION_ENDED, tokenHash);
  }
  ctx.realtime.endSessions(userId, { allBut: keep });
}

/**
 * Changes the password of the signed-in user: the current one must be right (guesses are
 * throttled like sign-ins), the new one follows registration's rules (the contract's schema).
 * Every other session ends, with its sockets; this one stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  body: ChangePasswordBody,
  ip: string,
): Promise<void> {
  if (body.newPassword === body.currentPassword)
    throw new DomainError('BAD_REQUEST', 'Choose a new password that differs from the current one');
  await confirmPassword(ctx, user, body.currentPassword, ip);
  await users.setPasswordHash(ctx.db, user.id, await queuedHash(ctx, body.newPassword));
  await endUserSessions(ctx, user.id, user.sessionId);
}

/**
 * Checks the signed-in user's password before a change that needs it (a new password, deleting
 * the account). Guesses are throttled like sign-ins.
 * @throws DomainError FORBIDDEN 'Your current password is not right'
 */
export async function confirmPassword(
  ctx: AppContext,
  user: SessionUser,
  password: string,
  ip: string,
): Promise<void> {
  const attempt = await admitAttempt(ctx, ip, user.username);
  const stored = await users.passwordHashOf(ctx.db, user.id);
  let ok: boolean;
  try {
    ok = stored !== undefined && (await queuedVerify(ctx, password, stored));
  } catch (error) {
    await attempt.withdrawn();
    throw error;
  }
  if (!ok) throw new DomainError('FORBIDDEN', 'Your current password is not right');
  await attempt.succeeded();
}

/**
 * Which of these sessions (ids: stored token hashes) still exist, for a user who is not banned.
 * Sockets ask every few seconds: a session ended by another process (the admin command's ban on
 * SQLite, where no cluster carries the news) closes its sockets within that time.
 */
export async function liveSessions(ctx: AppContext, ids: readonly string[]): Promise<Set<string>> {
  return new Set(await repo.liveSessions(ctx.db, ids));
}

export async function deleteExpiredSessions(ctx: AppContext): Promise<void> {
  await repo.deleteExpired(ctx.db, ctx.now().toISOString());
}
