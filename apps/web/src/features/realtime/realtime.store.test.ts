import type { Notification } from '@coinwave/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { keepLatestNotifications, useRealtimeStore } from './realtime.store';

const note = (id: string, minute: number): Notification => ({
  id,
  kind: 'achievement',
  title: id,
  body: '',
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
});

describe('notifications', () => {
  it('keeps the latest 5, newest first, without duplicates', () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((m) => note(`n${m}`, m));
    expect(keepLatestNotifications([...list, note('n7', 7)]).map((n) => n.id)).toEqual([
      'n7',
      'n6',
      'n5',
      'n4',
      'n3',
    ]);
  });

  it('counts unread pushes and clears them', () => {
    useRealtimeStore.getState().reset();
    useRealtimeStore.getState().addNotification(note('a', 1));
    useRealtimeStore.getState().addNotification(note('a', 1));
    useRealtimeStore.getState().addNotification(note('b', 2));
    expect(useRealtimeStore.getState().unread).toBe(2);
    useRealtimeStore.getState().markRead();
    expect(useRealtimeStore.getState().unread).toBe(0);
  });
});

describe('realtime connection state', () => {
  it('is connecting in a fresh tab and after a sign-out: the main screen opens its socket as it mounts', () => {
    useRealtimeStore.getState().setStatus('closed', 2);
    useRealtimeStore.getState().reset();
    expect(useRealtimeStore.getState()).toMatchObject({ status: 'connecting', failedAttempts: 0 });
  });

  it('keeps the failed attempts beside the status and lends the socket its reconnect', () => {
    const store = useRealtimeStore;
    store.getState().setStatus('closed', 6);
    expect(store.getState()).toMatchObject({ status: 'closed', failedAttempts: 6 });
    store.getState().setStatus('open');
    expect(store.getState().failedAttempts).toBe(0);
    const reconnect = vi.fn();
    store.getState().bindReconnect(reconnect);
    store.getState().reconnectNow();
    expect(reconnect).toHaveBeenCalledTimes(1);
    store.getState().bindReconnect(null);
    store.getState().reconnectNow();
    expect(reconnect).toHaveBeenCalledTimes(1);
  });
});
