import type { User } from '@coinwave/api-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../lib/current-user';
import { testUser } from '../test/user';
import { useSessionStore } from '../stores/session.store';
import { createQueryClient } from './providers';
import { loadAllPages } from './lazy-pages';
import { AppRoutes } from './router';

const user = (role: User['role']): User => testUser({ username: 'kai', wavesSurfed: 0, role });

const report = {
  id: 'r1',
  reason: 'spam',
  text: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  reporter: { id: 'u2', username: 'nalu', avatarUrl: null },
  message: {
    id: 'm1',
    content: 'cheap coins here',
    createdAt: '2026-01-01T00:00:00.000Z',
    sender: { id: 'u3', username: 'coin_seller', avatarUrl: null },
    waveId: 'w1',
    recipient: null,
  },
  openReportsOnMessage: 1,
};

/** Answers /api/auth/me with `me`, the queue with one report, a dismissal with one settled. */
function server(me: User) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url === '/api/auth/me') return json(me);
    if (url.startsWith('/api/moderation/reports/r1/dismiss')) return json({ settledReports: 1 });
    if (url.startsWith('/api/moderation/reports'))
      return json(
        calls.some((c) => c.includes('dismiss'))
          ? { reports: [], nextBefore: null }
          : { reports: [report], nextBefore: null },
      );
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/moderation', () => {
  // A page's first load compiles it: done before any test waits on screen.
  beforeAll(loadAllPages, 60_000);
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ hydrated: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a player, after asking the server for the current role', async () => {
    storeUser(user('player'));
    const calls = server(user('player'));
    renderAt('/moderation');
    expect(await screen.findByRole('heading', { name: 'Moderators only' })).toBeInTheDocument();
    expect(calls).toContain('GET /api/auth/me');
    expect(calls.some((c) => c.includes('/api/moderation'))).toBe(false);
  });

  it('shows a moderator the queue, even one granted since signing in, and dismisses', async () => {
    storeUser(user('player'));
    const calls = server(user('moderator'));
    renderAt('/moderation');
    expect(await screen.findByRole('heading', { name: 'Moderation' })).toBeInTheDocument();
    expect(await screen.findByText('cheap coins here')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No open reports. The sea is calm.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/moderation/reports/r1/dismiss');
  });

  it('sends the signed-out to sign in', async () => {
    server(user('player'));
    renderAt('/moderation');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });
});
