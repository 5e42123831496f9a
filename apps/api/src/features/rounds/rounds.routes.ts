import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { getRound, listRounds } from './history.service';
import { listOpenRounds } from './open-rounds.service';

export const roundsRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.rounds,
    async (request) => listRounds(ctx, currentUser(request).id, request.query),
    signedIn,
  );
  addRoute(
    app,
    routes.openRounds,
    async (request) => listOpenRounds(ctx, currentUser(request).id),
    signedIn,
  );
  addRoute(
    app,
    routes.round,
    async (request) => getRound(ctx, currentUser(request).id, request.params.roundId),
    signedIn,
  );
};
