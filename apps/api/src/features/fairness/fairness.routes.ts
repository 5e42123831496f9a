import { routes, type Fairness } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import type { AppContext } from '../../context';
import { addRoute } from '../../lib/route';
import { currentUser, signedIn } from '../auth/auth.guard';
import { listCommitments } from './commitments.service';
import { getFairness, setClientSeed, type FairnessState } from './fairness.service';
import { rotateSeed } from './rotation.service';

async function withOpenRounds(
  ctx: AppContext,
  userId: string,
  state: FairnessState,
): Promise<Fairness> {
  return {
    ...state,
    openRounds: await ctx.seedRounds.listOpen(ctx.db, userId),
    idleRoundMinutes: ctx.config.idleRoundMinutes,
  };
}

export const fairnessRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.fairness,
    async (request) => {
      const userId = currentUser(request).id;
      return withOpenRounds(ctx, userId, await getFairness(ctx, userId));
    },
    signedIn,
  );
  addRoute(
    app,
    routes.setClientSeed,
    async (request) => {
      const userId = currentUser(request).id;
      return withOpenRounds(ctx, userId, await setClientSeed(ctx, userId, request.body.clientSeed));
    },
    signedIn,
  );
  // Public: anyone may read and check the log, signed in or not.
  addRoute(app, routes.commitments, async (request) => listCommitments(ctx, request.query));
  addRoute(
    app,
    routes.rotateSeed,
    async (request) => rotateSeed(ctx, currentUser(request).id),
    signedIn,
  );
};
