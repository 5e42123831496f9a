import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { ownAccount } from '../auth/auth.guard';
import { listAchievements, postAchievement } from './achievements.service';

export function achievementsRoutes(app: App): void {
  addRoute(
    app,
    routes.achievements,
    async (request) => listAchievements(app.ctx, request.params.id),
    ownAccount,
  );
  addRoute(
    app,
    routes.postAchievement,
    async (request) => postAchievement(app.ctx, request.params.id, request.body),
    ownAccount,
  );
}
