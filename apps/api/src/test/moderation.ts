import { routes } from '@coinwave/api-contract';
import type { App } from '../app';
import { ADMIN_COMMAND, setModerator } from '../features/moderation/sanctions.service';
import { call, signUp, type Signed } from './api';

/** A new player made a moderator the way the admin command does it. */
export async function signUpModerator(app: App): Promise<Signed> {
  const who = await signUp(app);
  await setModerator(app.ctx, ADMIN_COMMAND, who.user.id, true);
  return who;
}

/** Sends a wave message (or a DM with `recipientId`) as `who`; returns the reply. */
export function say(
  app: App,
  who: Signed,
  content: string,
  to: { waveId: string } | { recipientId: string },
) {
  return call(app, routes.sendMessage, {
    cookie: who.cookie,
    body: { senderId: who.user.id, content, ...to },
  });
}
