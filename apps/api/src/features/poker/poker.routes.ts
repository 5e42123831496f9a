import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { roundAction } from '../games/game-limits';
import { actPoker, pokerTable, startPokerHand } from './poker.service';

export const pokerRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.pokerHand,
    async (request, _reply, keyed) =>
      startPokerHand(ctx, currentUser(request).id, request.params.gameId, keyed),
    { ...roundAction, idempotent: true },
  );
  addRoute(
    app,
    routes.pokerAction,
    async (request, _reply, keyed) =>
      actPoker(ctx, currentUser(request).id, request.params.gameId, request.body, keyed),
    { ...roundAction, idempotent: true },
  );
  addRoute(
    app,
    routes.pokerTable,
    async (request) => pokerTable(ctx, currentUser(request).id, request.params.gameId),
    signedIn,
  );
};
