import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session.store';
import { createQueryClient } from './providers';
import { routeTable } from './router';

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routeTable, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

describe('routing', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ hydrated: false });
  });

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
});
