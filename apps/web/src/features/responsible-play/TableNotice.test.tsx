import type { User } from '@coinwave/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlayRefusalStore } from '../../stores/play-refusal.store';
import { setCurrentUser } from '../../lib/current-user';
import { TableNotice } from './TableNotice';

const user = { id: 'u1', username: 'surfer', coins: 5000, restriction: null } as unknown as User;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

afterEach(() => usePlayRefusalStore.getState().clear());

/** Renders the notice for `signedIn` (the `me` query's user). */
function renderNotice(signedIn: User) {
  const client = new QueryClient();
  setCurrentUser(client, signedIn);
  return render(
    <QueryClientProvider client={client}>
      <TableNotice />
    </QueryClientProvider>,
  );
}

describe('TableNotice', () => {
  it('shows nothing while nothing holds play back', () => {
    const { container } = renderNotice(user);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a refused bet at the table until it is dismissed', async () => {
    renderNotice(user);
    act(() =>
      usePlayRefusalStore.getState().show({
        error: 'Session time limit reached: …',
        limit: 'session',
        resetsAt: later(30 * 60_000),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Session time limit reached');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a running cool-off, with its countdown, before any refusal', () => {
    usePlayRefusalStore
      .getState()
      .show({ error: 'No new rounds or bets: …', limit: 'cool_off', resetsAt: later(1000) });
    renderNotice({
      ...user,
      restriction: {
        kind: 'cool_off',
        period: '24h',
        startedAt: later(-60_000),
        endsAt: later(2 * 60 * 60_000),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Cool-off until/);
    expect(screen.getByTestId('restriction-countdown')).toHaveTextContent(/^0[12]:\d\d:\d\d$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets an expired cool-off go', () => {
    const { container } = renderNotice({
      ...user,
      restriction: {
        kind: 'cool_off',
        period: '24h',
        startedAt: later(-25 * 60 * 60_000),
        endsAt: later(-60 * 60_000),
      },
    });
    expect(container).toBeEmptyDOMElement();
  });
});
