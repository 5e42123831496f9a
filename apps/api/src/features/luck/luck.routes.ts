import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { getLuckReport } from './luck.service';

export const luckRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.luck,
    async (request) => getLuckReport(ctx, currentUser(request).id),
    signedIn,
  );
};
