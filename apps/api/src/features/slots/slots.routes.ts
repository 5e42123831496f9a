import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { roundAction } from '../games/game-limits';
import { popSlotsBalloon, slotsTable, spinSlots } from './slots.service';

export const slotsRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.slotsSpin,
    async (request, _reply, keyed) =>
      spinSlots(ctx, currentUser(request).id, request.params.gameId, request.body.bet, keyed),
    { ...roundAction, idempotent: true },
  );
  addRoute(
    app,
    routes.slotsPop,
    async (request, _reply, keyed) =>
      popSlotsBalloon(
        ctx,
        currentUser(request).id,
        request.params.gameId,
        request.body.balloonId,
        keyed,
      ),
    { ...roundAction, idempotent: true },
  );
  addRoute(
    app,
    routes.slotsTable,
    async (request) => slotsTable(ctx, currentUser(request).id, request.params.gameId),
    signedIn,
  );
};
