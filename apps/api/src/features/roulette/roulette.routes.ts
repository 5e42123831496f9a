import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser } from '../auth/auth.guard';
import { roundAction } from '../games/game-limits';
import { spinRoulette } from './roulette.service';

export const rouletteRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.rouletteSpin,
    async (request, _reply, keyed) =>
      spinRoulette(ctx, currentUser(request).id, request.params.gameId, request.body.bets, keyed),
    { ...roundAction, idempotent: true },
  );
};
