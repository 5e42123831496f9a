import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { ownAccount } from '../auth/auth.guard';
import { latestNotifications } from './notifications.service';

export function notificationsRoutes(app: App): void {
  addRoute(
    app,
    routes.notifications,
    async (request) => latestNotifications(app.ctx, request.params.id),
    ownAccount,
  );
}
