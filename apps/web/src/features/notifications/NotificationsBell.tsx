import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useDismiss } from '../../lib/use-dismiss';
import { useNow } from '../../lib/use-now';
import { useRealtimeStore } from '../realtime/realtime';
import { NotificationList } from './NotificationList';

/** The bell: the latest 5 notifications (loaded once, then pushed by the socket) and an unread badge. */
export function NotificationsBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useDismiss(open, close);
  const panelId = useId();
  // Each read on its own: the store changes with every socket status and online count.
  const unread = useRealtimeStore((s) => s.unread);
  const loadNotifications = useRealtimeStore((s) => s.loadNotifications);
  const markRead = useRealtimeStore((s) => s.markRead);
  const initial = useQuery({
    queryKey: queryKeys.notifications(userId),
    queryFn: () => api(routes.notifications, { params: { id: userId } }),
  });
  useEffect(() => {
    if (initial.data) loadNotifications(initial.data);
  }, [initial.data, loadNotifications]);
  useEffect(() => {
    if (open) markRead();
  }, [open, markRead]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} new` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-full text-foam/85 hover:bg-white/10 hover:text-foam"
      >
        <Bell size={18} aria-hidden="true" />
        {unread > 0 && (
          <span className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-coral px-1 text-[10px] font-bold text-abyss">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-0 z-30 mt-2 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-white/10 bg-deep shadow-2xl"
        >
          <p className="border-b border-white/10 px-3 py-2 font-display text-sm font-semibold text-foam">
            Notifications
          </p>
          <LatestNotifications />
        </div>
      )}
    </div>
  );
}

/** The open panel's list, its times kept current while it is open. */
function LatestNotifications() {
  const notifications = useRealtimeStore((s) => s.notifications);
  const now = useNow(30_000);
  return <NotificationList notifications={notifications} now={now} />;
}
