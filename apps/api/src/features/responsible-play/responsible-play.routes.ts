import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { publishUserUpdate } from '../users/users.service';
import {
  ackRealityCheck,
  getLimits,
  getPlaySession,
  setLimits,
  startCoolOff,
} from './responsible-play.service';

/** `/api/me/limits`, `/api/me/play-session`, `/api/me/reality-check`, `/api/me/cool-off`. */
export const responsiblePlayRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.limits,
    async (request) => getLimits(ctx, currentUser(request).id),
    signedIn,
  );
  addRoute(
    app,
    routes.setLimits,
    async (request) => setLimits(ctx, currentUser(request).id, request.body),
    signedIn,
  );
  addRoute(
    app,
    routes.playSession,
    async (request) => getPlaySession(ctx, currentUser(request).id),
    signedIn,
  );
  addRoute(
    app,
    routes.ackRealityCheck,
    async (request) => ackRealityCheck(ctx, currentUser(request).id, request.body.dueAt),
    signedIn,
  );
  addRoute(
    app,
    routes.coolOff,
    async (request) => {
      const userId = currentUser(request).id;
      const restriction = await startCoolOff(ctx, userId, request.body.period);
      // Every tab of the player learns of it at once: the banner and countdowns appear.
      await publishUserUpdate(ctx, userId);
      return restriction;
    },
    signedIn,
  );
};
