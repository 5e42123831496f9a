import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useRealtimeStore } from './realtime.store';
import { useRealtime } from './use-realtime';

/** A stand-in for the browser's WebSocket that records each construction and never opens. */
class PendingWebSocket {
  static made = 0;
  readyState = 0;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  constructor() {
    PendingWebSocket.made++;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

function mount(userId: string | undefined) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRealtime(userId, 'wave-1'), { wrapper });
}

describe('useRealtime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', PendingWebSocket);
    PendingWebSocket.made = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useRealtimeStore.getState().reset();
  });

  it('says connecting from its mount, though the socket is created one task later', () => {
    // The last socket's close (a sign-out in this tab) left the status at closed.
    useRealtimeStore.getState().setStatus('closed');
    const hook = mount('user-1');
    expect(useRealtimeStore.getState().status).toBe('connecting');
    expect(PendingWebSocket.made).toBe(0);
    vi.advanceTimersByTime(0);
    expect(PendingWebSocket.made).toBe(1);
    expect(useRealtimeStore.getState().status).toBe('connecting');
    hook.unmount();
    expect(useRealtimeStore.getState().status).toBe('closed');
  });

  it('creates no socket when unmounted before its task, nor without a user', () => {
    mount('user-1').unmount();
    mount(undefined);
    vi.advanceTimersByTime(1_000);
    expect(PendingWebSocket.made).toBe(0);
  });
});
