import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { GameArea } from './GameArea';

/** The server: no rounds open, no wave, and the game asked for answered when `refuse` is called. */
function serve() {
  let refuse = () => {};
  const opened = new Promise<Response>((resolve) => {
    refuse = () => resolve(new Response(JSON.stringify({ error: 'Not now' }), { status: 422 }));
  });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/games') && init?.method === 'POST') return opened;
    if (url.endsWith('/api/games/open-rounds')) return new Response('[]', { status: 200 });
    return new Response(JSON.stringify({ error: 'No wave' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, refuse: () => refuse() };
}

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function renderAt(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <GameArea />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('GameArea', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows /?play=<game> as its table being set up, never the tiles, until the server answers', async () => {
    const server = serve();
    renderAt('/?play=slots');
    expect(screen.getByRole('status')).toHaveTextContent('Setting up the slots table…');
    expect(screen.queryByRole('heading', { name: 'Games' })).toBeNull();

    // The game is asked for once, and the URL loses `?play=`; the table is still on its way.
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(''));
    const asked = server.fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(asked).toHaveLength(1);
    expect(JSON.parse(String(asked[0]![1]!.body))).toEqual({ kind: 'slots' });
    expect(screen.getByRole('status')).toHaveTextContent('Setting up the slots table…');
    expect(screen.queryByRole('heading', { name: 'Games' })).toBeNull();

    // Refused: the tiles are back, to open it (or another) by hand.
    server.refuse();
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeVisible();
    expect(screen.queryByText('Setting up the slots table…')).toBeNull();
  });

  it('shows the tiles on a plain visit', async () => {
    serve();
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Games' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
