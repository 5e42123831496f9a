import type { Game, Wave } from '@coinwave/api-contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { setCurrentUser } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { useOpenTableStore } from '../../stores/open-table.store';
import { testUser } from '../../test/user';
import { testWave } from '../../test/wave';
import { useRealtimeStore } from '../realtime/realtime';
import { GameArea } from './GameArea';

/** Each table, a stand-in that counts its renders. */
const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./game-components', () => {
  const Table = ({ game }: { game: Game }) => {
    tableRenders.count++;
    return <p>The {game.kind} table</p>;
  };
  return {
    gameComponents: { slots: Table, blackjack: Table, poker: Table, roulette: Table },
    preloadTable: () => {},
  };
});

const GAME: Game = {
  id: 'g1',
  kind: 'slots',
  waveId: 'w1',
  userId: 'u1',
  createdAt: '2026-01-01T10:00:00.000Z',
};
const WAVE = testWave({ playing: { slots: 1, blackjack: 0, poker: 0, roulette: 0 } });

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

/** Another page, as the table's 'Provably fair' link opens one, with the browser's Back. */
function OtherPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Provably Fair</h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser Back
      </button>
    </>
  );
}

/** The game area at `url` for the player u1 (signed in unless `client` says otherwise). */
function renderAt(url: string, client: QueryClient = signedIn()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <GameArea />
                <Search />
                <Link to="/fairness">Provably fair</Link>
              </>
            }
          />
          <Route path="/fairness" element={<OtherPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signedIn(user = testUser()): QueryClient {
  const client = createQueryClient();
  setCurrentUser(client, user);
  return client;
}

/** The server: the game `GAME` opens (with no rounds open and the wave `WAVE`). */
function serveGame() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/games') && init?.method === 'POST')
      return new Response(JSON.stringify(GAME), { status: 200 });
    if (url.endsWith('/api/games/open-rounds')) return new Response('[]', { status: 200 });
    if (url.endsWith('/api/waves/current'))
      return new Response(JSON.stringify(WAVE), { status: 200 });
    return new Response(JSON.stringify({ error: 'Not here' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const gamesOpened = (fetch: ReturnType<typeof serveGame>) =>
  fetch.mock.calls.filter(([url, init]) => url.endsWith('/api/games') && init?.method === 'POST')
    .length;

describe('GameArea', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useRealtimeStore.setState({ online: null });
    useOpenTableStore.setState({ game: null });
  });

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

  it("keeps an open table from rendering again for the wave's new figures or the socket's counts", async () => {
    serveGame();
    const client = signedIn();
    renderAt('/?play=slots', client);
    expect(await screen.findByText('The slots table')).toBeVisible();
    const rendered = tableRenders.count;

    act(() => {
      client.setQueryData<Wave>(queryKeys.currentWave, { ...WAVE, gamesCount: 3 });
      useRealtimeStore
        .getState()
        .setOnline('w1', 5, { slots: 2, blackjack: 1, poker: 0, roulette: 0 });
    });
    expect(screen.getByText('The slots table')).toBeVisible();
    expect(tableRenders.count).toBe(rendered);
  });

  it('keeps the table open while the player visits another page, and closes it on Leave Game', async () => {
    const fetch = serveGame();
    const user = userEvent.setup();
    renderAt('/?play=slots');
    expect(await screen.findByText('The slots table')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Provably fair' }));
    expect(screen.getByRole('heading', { name: 'Provably Fair' })).toBeVisible();
    expect(screen.queryByText('The slots table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    // The same table, not the tiles, and no other game opened for it.
    expect(screen.getByText('The slots table')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Games' })).toBeNull();
    expect(gamesOpened(fetch)).toBe(1);

    await user.click(screen.getByRole('button', { name: /Leave Game/ }));
    expect(screen.getByRole('heading', { name: 'Games' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Provably fair' }));
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(screen.getByRole('heading', { name: 'Games' })).toBeVisible();
    expect(screen.queryByText('The slots table')).toBeNull();
  });

  it('shows the tiles, not a table another player left open in this tab before signing in', () => {
    serveGame();
    useOpenTableStore.getState().open(GAME);
    renderAt('/', signedIn(testUser({ id: 'u2', username: 'other_surfer' })));
    expect(screen.getByRole('heading', { name: 'Games' })).toBeVisible();
    expect(screen.queryByText('The slots table')).toBeNull();
  });

  it('sets up the table /?play=<game> asks for in place of the one open, which stays if refused', async () => {
    const server = serve();
    useOpenTableStore.getState().open(GAME);
    renderAt('/?play=roulette');
    expect(screen.getByRole('status')).toHaveTextContent('Setting up the roulette table…');
    expect(screen.queryByText('The slots table')).toBeNull();

    server.refuse();
    expect(await screen.findByText('The slots table')).toBeVisible();
    expect(screen.queryByText('Setting up the roulette table…')).toBeNull();
  });
});
