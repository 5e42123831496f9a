import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors';
import { SESSION_COOKIE, sessionUser, type IssuedSession, type SessionUser } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`. */
    sessionUser?: SessionUser;
  }
}

/** Hook: loads the session's user or refuses with 401 'Sign in to continue'. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await sessionUser(request.server.ctx, request.cookies[SESSION_COOKIE]);
  if (!user) throw new DomainError('UNAUTHENTICATED', 'Sign in to continue');
  request.sessionUser = user;
}

/** Hook after `requireUser`: `/api/users/:id/...` acts only for the session's own user. */
export async function requireOwnUser(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  if (id !== currentUser(request).id)
    throw new DomainError('FORBIDDEN', 'You can only do this for your own account');
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('currentUser() without requireUser');
  return request.sessionUser;
}

/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure when the request came over https. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  });
}

/** Route options: the session is checked before the body is validated (anonymous callers get 401). */
export const signedIn = { preValidation: [requireUser] };
export const ownAccount = { preValidation: [requireUser, requireOwnUser] };
