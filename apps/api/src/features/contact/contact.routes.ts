import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { SESSION_COOKIE, sessionUser } from '../auth/auth.service';
import { submitContact } from './contact.service';

export function contactRoutes(app: App): void {
  addRoute(app, routes.contact, async (request) => {
    // Open to visitors; a signed-in sender is remembered with the message.
    const user = await sessionUser(app.ctx, request.cookies[SESSION_COOKIE]);
    await submitContact(app.ctx, request.body, request.ip, user?.id ?? null);
    return { ok: true as const };
  });
}
