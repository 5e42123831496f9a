import type { Notification } from '@coinwave/api-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useRealtimeStore } from '../realtime/realtime';
import { NotificationsBell } from './NotificationsBell';

const NOTE: Notification = {
  id: 'n1',
  kind: 'achievement',
  title: 'Achievement unlocked',
  body: 'Slot Master',
  createdAt: new Date().toISOString(),
};

describe('NotificationsBell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useRealtimeStore.getState().reset();
  });

  it("counts a pushed notification, lists it when opened (read from then on), and is not rendered again by the socket's other news", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    let commits = 0;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Profiler id="bell" onRender={() => commits++}>
          <NotificationsBell userId="u1" />
        </Profiler>
      </QueryClientProvider>,
    );
    act(() => useRealtimeStore.getState().addNotification(NOTE));
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });

    // The socket's status and the wave's counts are not the bell's: it stays as it is.
    const before = commits;
    act(() => {
      useRealtimeStore.getState().setStatus('open');
      useRealtimeStore
        .getState()
        .setOnline('w1', 3, { slots: 1, blackjack: 0, poker: 0, roulette: 0 });
    });
    expect(commits).toBe(before);

    await userEvent.click(bell);
    const list = screen.getByRole('list', { name: 'Latest notifications' });
    expect(within(list).getByText('Achievement unlocked')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
