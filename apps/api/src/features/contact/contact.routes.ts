import { routes } from '@coinwave/api-contract';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { SESSION_COOKIE, sessionUser } from '../auth/auth.service';
import { submitContact } from './contact.service';

export const contactRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(app, routes.contact, async (request) => {
    // Open to visitors; a signed-in sender is remembered with the message.
    const user = await sessionUser(ctx, request.cookies[SESSION_COOKIE]);
    await submitContact(ctx, request.body, request.ip, user?.id ?? null);
    return { ok: true as const };
  });
};
