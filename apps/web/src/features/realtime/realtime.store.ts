import type { Notification, PlayingCounts, SocketStatus } from '@coinwave/api-contract';
import { create } from 'zustand';

/** Only the latest 5 notifications are kept (spec section 9). */
export const NOTIFICATIONS_KEPT = 5;

/** Newest first, no duplicates, at most `NOTIFICATIONS_KEPT`. */
export function keepLatestNotifications(list: readonly Notification[]): Notification[] {
  const seen = new Set<string>();
  return [...list]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)))
    .slice(0, NOTIFICATIONS_KEPT);
}

interface RealtimeState {
  status: SocketStatus;
  /** Consecutive failed connection attempts since the socket was last open (0 when fine). */
  failedAttempts: number;
  /** Retries the connection at once; bound by the hook that owns the socket, a no-op otherwise. */
  reconnectNow: () => void;
  /** The latest online frame: players connected to the wave, and per game players with it open. */
  online: { waveId: string; count: number; playing: PlayingCounts } | null;
  /**
   * The id of the game this tab has open (null: the tiles): the socket reports it (`game_open`), on
   * every change and after every (re)join, so the wave's 'N playing' counts this player.
   */
  openGame: string | null;
  notifications: Notification[];
  unread: number;
  setStatus: (status: SocketStatus, failedAttempts?: number) => void;
  bindReconnect: (reconnectNow: (() => void) | null) => void;
  setOnline: (waveId: string, count: number, playing: PlayingCounts) => void;
  setOpenGame: (gameId: string | null) => void;
  addNotification: (notification: Notification) => void;
  loadNotifications: (list: readonly Notification[]) => void;
  markRead: () => void;
  reset: () => void;
}

const noop = () => {};

/**
 * A fresh tab's state. The status starts at 'connecting': the header's dot shows only on the main
 * screen, which opens the socket as it mounts, so before the socket exists it is on its way, not
 * down (red would say 'Disconnected, reconnecting' on every page load).
 */
const FRESH = {
  status: 'connecting',
  failedAttempts: 0,
  online: null,
  openGame: null,
  notifications: [],
  unread: 0,
} satisfies Partial<RealtimeState>;

/** The socket's state and what it pushes that is not server data (online counts, notifications). */
export const useRealtimeStore = create<RealtimeState>((set, get) => ({
  ...FRESH,
  reconnectNow: noop,
  setStatus: (status, failedAttempts = 0) => set({ status, failedAttempts }),
  bindReconnect: (reconnectNow) => set({ reconnectNow: reconnectNow ?? noop }),
  setOnline: (waveId, count, playing) => set({ online: { waveId, count, playing } }),
  setOpenGame: (openGame) => set({ openGame }),
  addNotification: (notification) => {
    const isNew = !get().notifications.some((n) => n.id === notification.id);
    set({
      notifications: keepLatestNotifications([notification, ...get().notifications]),
      unread: isNew ? Math.min(NOTIFICATIONS_KEPT, get().unread + 1) : get().unread,
    });
  },
  loadNotifications: (list) =>
    set({ notifications: keepLatestNotifications([...list, ...get().notifications]) }),
  markRead: () => set({ unread: 0 }),
  // The reconnect binding stays: it belongs to the socket's hook, which unbinds it on unmount.
  reset: () => set(FRESH),
}));
