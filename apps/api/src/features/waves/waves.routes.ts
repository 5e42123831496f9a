import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import {
  createWave,
  getCurrentWave,
  joinCurrentWave,
  leaderboard,
  pastWaves,
  rankings,
} from './waves.service';

export const wavesRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(app, routes.currentWave, async () => getCurrentWave(ctx), signedIn);
  addRoute(app, routes.pastWaves, async (request) => pastWaves(ctx, request.query), signedIn);
  addRoute(
    app,
    routes.createWave,
    async (request) => createWave(ctx, currentUser(request).id),
    signedIn,
  );
  addRoute(
    app,
    routes.joinWave,
    async (request) => joinCurrentWave(ctx, currentUser(request).id, request.body.userId),
    signedIn,
  );
  addRoute(
    app,
    routes.waveLeaderboard,
    async (request) => leaderboard(ctx, request.params.waveId),
    signedIn,
  );
  addRoute(
    app,
    routes.waveRankings,
    async (request) => rankings(ctx, request.params.waveId, currentUser(request).id, request.query),
    signedIn,
  );
};
