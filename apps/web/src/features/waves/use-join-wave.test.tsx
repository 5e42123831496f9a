import { routes, type RouteDef, type Wave } from '@coinwave/api-contract';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useJoinWave } from './use-join-wave';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const wave = (surfers: number) => ({ id: 'w1', surfersCount: surfers }) as unknown as Wave;

afterEach(() => vi.mocked(api).mockReset());

describe('useJoinWave', () => {
  it('shows the wave the join answers with, and reads the leaderboard again (not the user: the socket brings it)', async () => {
    const client = new QueryClient();
    const reads: string[] = [];
    const watch = (queryKey: readonly unknown[], data: unknown) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: () => {
          reads.push(JSON.stringify(queryKey));
          return data;
        },
      }).subscribe(() => {});
    const stop = [
      watch(queryKeys.currentWave, wave(1)),
      watch(queryKeys.waveLeaderboard('w1'), []),
      watch(queryKeys.me, null),
    ];
    await waitFor(() => expect(client.isFetching()).toBe(0));
    reads.length = 0;
    vi.mocked(api).mockImplementation((async (route: RouteDef) => {
      if (route === routes.joinWave) return wave(2);
      throw new Error(`unexpected ${route.path}`);
    }) as never);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useJoinWave('u1', 'w1'), { wrapper });
    await waitFor(() => expect(client.getQueryData(queryKeys.currentWave)).toEqual(wave(2)));
    await waitFor(() => expect(reads).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(reads).toEqual([JSON.stringify(queryKeys.waveLeaderboard('w1'))]);
    expect(api).toHaveBeenCalledWith(routes.joinWave, { body: { userId: 'u1' } });
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
