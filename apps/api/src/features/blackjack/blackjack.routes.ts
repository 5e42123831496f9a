import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { actBlackjack, blackjackTable, dealBlackjack } from './blackjack.service';

export function blackjackRoutes(app: App): void {
  const ctx = app.ctx;
  addRoute(
    app,
    routes.blackjackDeal,
    async (request) =>
      dealBlackjack(ctx, currentUser(request).id, request.params.gameId!, request.body.bet),
    { ...signedIn, idempotent: true },
  );
  addRoute(
    app,
    routes.blackjackAction,
    async (request) =>
      actBlackjack(
        ctx,
        currentUser(request).id,
        request.params.gameId!,
        request.body.action,
        request.body.step,
      ),
    { ...signedIn, idempotent: true },
  );
  addRoute(
    app,
    routes.blackjackTable,
    async (request) => blackjackTable(ctx, currentUser(request).id, request.params.gameId!),
    signedIn,
  );
}
