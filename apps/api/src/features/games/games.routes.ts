import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { createGame, listWaveGames } from './games.service';

export function gamesRoutes(app: App): void {
  const ctx = app.ctx;
  addRoute(
    app,
    routes.createGame,
    async (request) => createGame(ctx, currentUser(request).id, request.body.kind),
    signedIn,
  );
  addRoute(
    app,
    routes.waveGames,
    async (request) => listWaveGames(ctx, request.params.waveId!),
    signedIn,
  );
}
