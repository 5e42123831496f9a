import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { ownAccount } from '../auth/auth.guard';
import { latestNotifications } from './notifications.service';

export const notificationsRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.notifications,
    async (request) => latestNotifications(ctx, request.params.id),
    ownAccount,
  );
};
