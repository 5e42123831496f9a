import { routes } from '@coinwave/api-contract';
import { Readable } from 'node:stream';
import type { FeaturePlugin } from '../../lib/feature';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { addRoute } from '../../lib/route';
import { clearSessionCookie, currentUser, signedIn } from '../auth/auth.guard';
import { accountExport } from './account.export';
import { deleteAccount } from './account.service';

export const accountRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.exportAccount,
    async (request, reply) => {
      const user = currentUser(request);
      await takeOrRefuse(
        ctx.limiters.exportsPerUser,
        user.id,
        (wait) => `Your data can be downloaded a few times an hour: try again in ${wait}`,
      );
      const day = ctx.now().toISOString().slice(0, 10);
      // A stream bypasses the response schema: the document is built from contract types.
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="coinwave-${user.username}-${day}.json"`,
        )
        .send(Readable.from(accountExport(ctx, user.id))) as never;
    },
    signedIn,
  );
  addRoute(
    app,
    routes.deleteAccount,
    async (request, reply) => {
      await deleteAccount(ctx, currentUser(request), request.body, request.ip);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
    signedIn,
  );
};
