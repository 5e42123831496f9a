import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import * as users from '../users/users.service';
import { clearSessionCookie, currentUser, setSessionCookie, signedIn } from './auth.guard';
import {
  changePassword,
  endSession,
  endUserSessions,
  login,
  register,
  SESSION_COOKIE,
} from './auth.service';

export const authRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(app, routes.register, async (request, reply) => {
    const { user, session } = await register(ctx, request.body, request.ip);
    setSessionCookie(request, reply, session);
    return user;
  });

  addRoute(app, routes.login, async (request, reply) => {
    // Rotation: a new token on every login; the one the browser held (if any) is destroyed.
    const { user, session } = await login(ctx, request.body, request.ip);
    await endSession(ctx, request.cookies[SESSION_COOKIE]);
    setSessionCookie(request, reply, session);
    return user;
  });

  addRoute(app, routes.logout, async (request, reply) => {
    await endSession(ctx, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  addRoute(
    app,
    routes.changePassword,
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body, request.ip);
      return { ok: true as const };
    },
    signedIn,
  );

  addRoute(
    app,
    routes.logoutEverywhere,
    async (request, reply) => {
      await endUserSessions(ctx, currentUser(request).id, null);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
    signedIn,
  );

  addRoute(
    app,
    routes.me,
    async (request) => users.getUser(ctx.db, currentUser(request).id, ctx.now()),
    signedIn,
  );
};
