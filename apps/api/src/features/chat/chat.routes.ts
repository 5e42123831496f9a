import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, ownAccount, signedIn } from '../auth/auth.guard';
import {
  contacts,
  conversation,
  markConversationRead,
  sendMessage,
  waveMessages,
} from './chat.service';

export const chatRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.sendMessage,
    async (request) => sendMessage(ctx, currentUser(request).id, request.body),
    signedIn,
  );
  addRoute(
    app,
    routes.waveMessages,
    async (request) => waveMessages(ctx, request.params.waveId, currentUser(request).id),
    signedIn,
  );
  addRoute(app, routes.contacts, async (request) => contacts(ctx, request.params.id), ownAccount);
  addRoute(
    app,
    routes.conversation,
    async (request) => conversation(ctx, request.params.id, request.params.otherId),
    ownAccount,
  );
  addRoute(
    app,
    routes.markConversationRead,
    async (request) => {
      await markConversationRead(ctx, request.params.id, request.params.otherId);
      return { ok: true as const };
    },
    ownAccount,
  );
};
