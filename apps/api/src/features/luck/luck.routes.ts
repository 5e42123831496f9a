import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { getLuckReport } from './luck.service';

export function luckRoutes(app: App): void {
  const ctx = app.ctx;
  addRoute(
    app,
    routes.luck,
    async (request) => getLuckReport(ctx, currentUser(request).id),
    signedIn,
  );
}
