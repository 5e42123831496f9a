import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { roundAction } from '../games/game-limits';
import { actBlackjack, blackjackTable, dealBlackjack } from './blackjack.service';

export const blackjackRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.blackjackDeal,
    async (request, _reply, keyed) =>
      dealBlackjack(ctx, currentUser(request).id, request.params.gameId, request.body.bet, keyed),
    { ...roundAction, idempotent: true },
  );
  addRoute(
    app,
    routes.blackjackAction,
    async (request, _reply, keyed) =>
      actBlackjack(
        ctx,
        currentUser(request).id,
        request.params.gameId,
        request.body.action,
        request.body.step,
        keyed,
      ),
    { ...roundAction, idempotent: true },
  );
  addRoute(
    app,
    routes.blackjackTable,
    async (request) => blackjackTable(ctx, currentUser(request).id, request.params.gameId),
    signedIn,
  );
};
