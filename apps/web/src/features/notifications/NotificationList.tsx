import type { Notification } from '@coinwave/api-contract';
import { timeAgo } from '../../lib/time';

/** The latest notifications, newest first. */
export function NotificationList({
  notifications,
  now,
}: {
  notifications: readonly Notification[];
  now: number;
}) {
  if (notifications.length === 0)
    return <p className="px-3 py-6 text-center text-sm text-foam/60">You're all caught up. 🌊</p>;
  return (
    <ul aria-label="Latest notifications" className="flex flex-col divide-y divide-white/5">
      {notifications.map((n) => (
        <li key={n.id} className="px-3 py-2.5">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm font-semibold text-foam">{n.title}</span>
            <time dateTime={n.createdAt} className="shrink-0 text-xs text-foam/55">
              {timeAgo(n.createdAt, now)}
            </time>
          </div>
          {n.body && <p className="text-xs text-foam/75">{n.body}</p>}
        </li>
      ))}
    </ul>
  );
}
