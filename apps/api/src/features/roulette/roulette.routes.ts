import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { currentUser } from '../auth/auth.guard';
import { roundAction } from '../games/game-limits';
import { spinRoulette } from './roulette.service';

export function rouletteRoutes(app: App): void {
  const ctx = app.ctx;
  addRoute(
    app,
    routes.rouletteSpin,
    async (request) =>
      spinRoulette(ctx, currentUser(request).id, request.params.gameId, request.body.bets),
    { ...roundAction, idempotent: true },
  );
}
