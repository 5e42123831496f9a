import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { ownAccount } from '../auth/auth.guard';
import { claimCoins } from './claim.service';

export function usersRoutes(app: App): void {
  addRoute(
    app,
    routes.claimCoins,
    async (request) => claimCoins(app.ctx, request.params.id!),
    ownAccount,
  );
}
