import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { listStreams, liveConfig } from './live.service';

export const liveRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(app, routes.liveConfig, async () => liveConfig(ctx), signedIn);
  addRoute(
    app,
    routes.liveStreams,
    async (request) => listStreams(ctx, request.params.waveId, currentUser(request).id),
    signedIn,
  );
};
