import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from './router';

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routeTable, { initialEntries: [path] })} />);
}

describe('routing shell', () => {
  it('shows the 404 page for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it("links /terms back to registration", () => {
    renderAt('/terms');
    expect(screen.getByRole('link', { name: /Back to Registration/ })).toHaveAttribute('href', '/auth');
  });

  it.each(['/privacy', '/responsible-gaming', '/about'])('links %s back to Coinwave', (path) => {
    renderAt(path);
    expect(screen.getByRole('link', { name: /Back to Coinwave/ })).toHaveAttribute('href', '/');
  });
});
