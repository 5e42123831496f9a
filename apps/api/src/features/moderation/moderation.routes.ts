import { routes } from '@coinwave/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, requireUser, signedIn } from '../auth/auth.guard';
import { publishUserUpdate } from '../users/users.service';
import { blockUser, listBlocks, unblockUser } from './blocks.service';
import {
  deleteMessage,
  dismissReport,
  moderationLog,
  muteFromReport,
  openReports,
} from './moderation.service';
import { reportMessage } from './reports.service';
import { getPrivacy, setPrivacy } from './safety.service';
import { requireModerator } from './sanctions.service';

/** Hook after `requireUser`: moderators only (403), checked before the body is read. */
async function moderatorOnly(request: FastifyRequest): Promise<void> {
  await requireModerator(request.server.ctx, currentUser(request).id);
}
const moderators = { preValidation: [requireUser, moderatorOnly] };

export const moderationRoutes: FeaturePlugin = async (app, { ctx }) => {
  const me = (request: FastifyRequest) => currentUser(request).id;

  addRoute(
    app,
    routes.blockUser,
    async (request) => blockUser(ctx, me(request), request.params.id),
    signedIn,
  );
  addRoute(
    app,
    routes.unblockUser,
    async (request) => {
      await unblockUser(ctx, me(request), request.params.id);
      return { ok: true as const };
    },
    signedIn,
  );
  addRoute(app, routes.blocks, async (request) => listBlocks(ctx, me(request)), signedIn);
  addRoute(app, routes.privacy, async (request) => getPrivacy(ctx, me(request)), signedIn);
  addRoute(
    app,
    routes.setPrivacy,
    async (request) => {
      const privacy = await setPrivacy(ctx, me(request), request.body);
      await publishUserUpdate(ctx, me(request));
      return privacy;
    },
    signedIn,
  );
  addRoute(
    app,
    routes.reportMessage,
    async (request) => reportMessage(ctx, me(request), request.params.id, request.body),
    signedIn,
  );

  addRoute(
    app,
    routes.deleteMessage,
    async (request) => deleteMessage(ctx, me(request), request.params.id, request.body),
    moderators,
  );
  addRoute(
    app,
    routes.moderationReports,
    async (request) => openReports(ctx, request.query),
    moderators,
  );
  addRoute(
    app,
    routes.dismissReport,
    async (request) => dismissReport(ctx, me(request), request.params.id),
    moderators,
  );
  addRoute(
    app,
    routes.muteFromReport,
    async (request) => muteFromReport(ctx, me(request), request.params.id, request.body),
    moderators,
  );
  addRoute(
    app,
    routes.moderationActions,
    async (request) => moderationLog(ctx, request.query),
    moderators,
  );
};
