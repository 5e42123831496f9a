import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../lib/current-user';
import { useSessionStore } from '../stores/session.store';
import { testUser } from '../test/user';
import { createQueryClient } from './providers';
import { loadAllPages } from './lazy-pages';
import { AppRoutes } from './router';

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('routing', () => {
  // A page's first load compiles it: done before any test waits on screen.
  beforeAll(loadAllPages, 60_000);
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ hydrated: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 404 page for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('links /terms back to registration', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('link', { name: /Back to Registration/ })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it.each(['/privacy', '/responsible-gaming', '/about', '/help', '/contact'])(
    'links %s back to Coinwave',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('link', { name: /Back to Coinwave/ })).toHaveAttribute(
        'href',
        '/',
      );
    },
  );

  it.each(['/', '/auth'])('shows the auth screen at %s when nobody is stored', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
  });

  it('paints a signed-in page from the stored user before the server answers', async () => {
    storeUser(testUser({ username: 'kai' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/settings');
    expect(await screen.findByText('kai')).toBeInTheDocument();
  });
});
