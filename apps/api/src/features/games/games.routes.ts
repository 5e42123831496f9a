import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { gameOpening } from './game-limits';
import { findOpenGameOf } from '../rounds/open-rounds.service';
import { createGame, listWaveGames, resumeGame } from './games.service';

export const gamesRoutes: FeaturePlugin = async (app, { ctx }) => {
  // Opening a game resumes the player's unfinished round of that kind, in whatever wave it
  // started (DESIGN decision 15), instead of orphaning it behind a new game.
  addRoute(
    app,
    routes.createGame,
    async (request, _reply, keyed) => {
      const userId = currentUser(request).id;
      const unfinished = await findOpenGameOf(ctx.db, userId, request.body.kind);
      return unfinished
        ? resumeGame(ctx, userId, unfinished)
        : createGame(ctx, userId, request.body.kind, keyed);
    },
    { ...gameOpening, idempotent: true },
  );
  addRoute(
    app,
    routes.waveGames,
    async (request) => listWaveGames(ctx, request.params.waveId),
    signedIn,
  );
};
