import type { Notification } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import * as repo from './notifications.repository';

/** Only the latest notifications are kept per user (the client shows 5). */
export const NOTIFICATIONS_KEPT = 20;

/** Stores a notification (inside the caller's transaction); push it with `pushNotifications` after the commit. */
export async function notify(
  trx: Db,
  userId: string,
  n: { kind: string; title: string; body: string },
  at: Date,
): Promise<Notification> {
  const notification: Notification = {
    id: newId(),
    kind: n.kind,
    title: n.title,
    body: n.body,
    createdAt: at.toISOString(),
  };
  await repo.insertNotification(trx, { ...notification, userId });
  await repo.prune(trx, userId, NOTIFICATIONS_KEPT);
  return notification;
}

/** Sends each notification to every tab of the user. */
export function pushNotifications(
  ctx: AppContext,
  userId: string,
  notifications: readonly Notification[],
): void {
  for (const payload of notifications)
    ctx.realtime.publishToUser(userId, { type: 'notification', payload });
}

/** The latest notifications, newest first. */
export async function latestNotifications(
  ctx: AppContext,
  userId: string,
): Promise<Notification[]> {
  return (await repo.latest(ctx.db, userId, NOTIFICATIONS_KEPT)).map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    createdAt: r.created_at,
  }));
}

/** A deleted account's notifications go (in the caller's transaction). */
export function removeUserNotifications(trx: Db, userId: string): Promise<void> {
  return repo.deleteByUser(trx, userId);
}
