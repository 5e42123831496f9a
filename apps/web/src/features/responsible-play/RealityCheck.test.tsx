import { routes, type PlaySession, type RouteDef } from '@coinwave/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../lib/api';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { testUser } from '../../test/user';
import { RealityCheck } from './RealityCheck';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const T0 = Date.parse('2030-01-01T12:00:00.000Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();
const play = (nextAtMin: number): PlaySession => ({
  session: { startedAt: at(0), lastRoundAt: at(1), rounds: 4, net: -150 },
  realityCheck: { intervalMinutes: 15, nextAt: at(nextAtMin) },
});

function serve(session: () => PlaySession, answered: (dueAt: string) => PlaySession) {
  vi.mocked(api).mockImplementation((async (
    route: RouteDef,
    input: { body?: { dueAt: string } },
  ) => {
    if (route === routes.playSession) return session();
    if (route === routes.ackRealityCheck) return answered(input.body!.dueAt);
    throw new Error(`unexpected call ${route.path}`);
  }) as typeof api);
}

function mount(signedIn = testUser({ coins: 5_000, gamesPlayed: 0 })) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.me, signedIn);
  render(
    <QueryClientProvider client={client}>
      <RealityCheck />
    </QueryClientProvider>,
  );
  return client;
}

describe('the reality check on the main screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(T0 + 2 * MIN);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(api).mockReset();
  });

  it('shows the check when it is due, then stores the answer and waits for the next', async () => {
    let current = play(15);
    serve(
      () => current,
      (dueAt) => {
        expect(dueAt).toBe(at(15));
        return (current = play(30));
      },
    );
    mount();
    await waitFor(() => expect(api).toHaveBeenCalledWith(routes.playSession, {}));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(13 * MIN));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 15 minutes.');
    expect(dialog).toHaveTextContent('−150 coins');

    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api).toHaveBeenCalledWith(routes.ackRealityCheck, { body: { dueAt: at(15) } });
    // Nothing more until the next one is due.
    await act(() => vi.advanceTimersByTimeAsync(14 * MIN));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(MIN));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toHaveTextContent(
      'You have been playing for 30 minutes.',
    );
  });

  it('closes when another tab answered it, and opens the break chooser on "Take a break"', async () => {
    serve(
      () => play(15),
      () => play(30),
    );
    const client = mount();
    await act(() => vi.advanceTimersByTimeAsync(13 * MIN));
    await screen.findByRole('dialog', { name: 'Reality check' });
    // Another tab answered: the server's play_session frame lands in the cache.
    act(() => client.setQueryData(queryKeys.playSession, play(30)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(15 * MIN));
    await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Take a break' })).toBeVisible();
  });

  it('shows nothing when the server says the session ended in a break meanwhile', async () => {
    let current = play(40);
    serve(
      () => current,
      () => play(55),
    );
    mount();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    // The last round was at minute 1: from minute 31 the server has no session running.
    current = { session: null, realityCheck: { intervalMinutes: 15, nextAt: null } };
    await act(() => vi.advanceTimersByTimeAsync(45 * MIN));
    expect(api).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads the session again when a round moves the balance and no session is running', async () => {
    let current: PlaySession = {
      session: null,
      realityCheck: { intervalMinutes: 15, nextAt: null },
    };
    serve(
      () => current,
      () => play(30),
    );
    const client = mount();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api).toHaveBeenCalledTimes(1);

    // The first round of a new session: the balance moves, and the session is read again.
    current = play(15);
    act(() => client.setQueryData(queryKeys.me, testUser({ coins: 4_990, gamesPlayed: 1 })));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(client.getQueryData(queryKeys.playSession)).toEqual(play(15));
  });
});
