import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { ownAccount } from '../auth/auth.guard';
import { listAchievements, postAchievement } from './achievements.service';

export const achievementsRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.achievements,
    async (request) => listAchievements(ctx, request.params.id),
    ownAccount,
  );
  addRoute(
    app,
    routes.postAchievement,
    async (request) => postAchievement(ctx, request.params.id, request.body),
    ownAccount,
  );
};
