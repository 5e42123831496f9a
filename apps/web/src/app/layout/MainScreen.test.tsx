import type { Wave } from '@coinwave/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUser, setCurrentUser, storeUser } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { useRealtimeStore } from '../../features/realtime/realtime';
import { useSessionStore } from '../../stores/session.store';
import { deferred } from '../../test/deferred';
import { testUser } from '../../test/user';
import { testWave } from '../../test/wave';
import { App } from '../App';
import { MainScreen } from '../lazy-pages';
import { createQueryClient } from '../providers';

/**
 * The game area (a table in play, say), a stand-in that counts its renders and, as the real one
 * does once its table opens, can replace `?play=` away.
 */
const area = vi.hoisted(() => ({ count: 0, clearSearch: () => {} }));
vi.mock('../../features/games/GameArea', () => ({
  GameArea: () => {
    area.count++;
    const [, setSearch] = useSearchParams();
    area.clearSearch = () => setSearch({}, { replace: true });
    return <p>The game area</p>;
  },
}));

/** The wave's panel and the footer, stand-ins that count their renders. */
const partRenders = vi.hoisted(() => ({ wave: 0, footer: 0 }));
vi.mock('../../features/waves/WaveStatusPanel', () => ({
  WaveStatusPanel: () => {
    partRenders.wave++;
    return <p>The wave's figures</p>;
  },
}));
vi.mock('../../components/SiteFooter', () => ({
  SiteFooter: () => {
    partRenders.footer++;
    return <footer>The footer</footer>;
  },
}));

/** The header's place buttons, a stand-in that counts its renders (the header's with it). */
const navRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../features/navigation/HeaderNav', () => ({
  HeaderNav: () => {
    navRenders.count++;
    return <nav>The header's places</nav>;
  },
}));

const WAVE = testWave();

describe('the main screen', () => {
  let root: Root | undefined;
  // What the test waits for on screen is the render, not how long the module takes to compile.
  beforeAll(() => MainScreen.preload(), 60_000);
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** Renders the app at `path` for a stored `user`, as a page load does; returns its query client. */
  async function renderApp(path: string, user = testUser()): Promise<QueryClient> {
    storeUser(user);
    const client = createQueryClient();
    useSessionStore.setState({ hydrated: false });
    useSessionStore.getState().hydrate(client);
    const element = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      root = createRoot(element);
      root.render(<App client={client} path={path} />);
    });
    return client;
  }

  /** A server whose every read stays on its way. */
  const stubSilentServer = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

  it("renders the game area again neither for the server's first answers, nor for a new balance, nor for the wave's new figures", async () => {
    // The current wave and the session check answer when the test says; every other read stays
    // on its way.
    const answers = { wave: deferred<void>(), me: deferred<void>() };
    const answer = async (ready: Promise<void>, body: unknown) => {
      await ready;
      return new Response(JSON.stringify(body), { status: 200 });
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/api/waves/current')) return answer(answers.wave.promise, WAVE);
        if (url.endsWith('/api/auth/me'))
          return answer(answers.me.promise, testUser({ coins: 6_000 }));
        return new Promise<Response>(() => {});
      }),
    );
    // Reduced motion: the header shows a new balance at once rather than counting up to it.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const client = await renderApp('/', testUser({ coins: 5_000 }));
    expect(await screen.findByText('The game area')).toBeVisible();
    const rendered = area.count;

    // The wave's id arrives, and the server answers the session check with a new balance.
    await act(async () => {
      answers.wave.resolve();
      answers.me.resolve();
    });
    expect(await screen.findByTestId('wave-badge')).toHaveTextContent('Wave #4');
    await waitFor(() =>
      expect(screen.getByTestId('coin-balance')).toHaveTextContent('6,000 coins'),
    );
    act(() => {
      setCurrentUser(client, { ...currentUser(client)!, coins: 6_250 });
      client.setQueryData<Wave>(queryKeys.currentWave, { ...WAVE, gamesCount: 3 });
    });
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('6,250 coins');
    expect(area.count).toBe(rendered);
  });

  it("shows the socket's state in the header's dot without rendering the rest of the header again", async () => {
    stubSilentServer();
    act(() => useRealtimeStore.getState().setStatus('connecting'));
    await renderApp('/');
    expect(await screen.findByText("The header's places")).toBeVisible();
    const dot = screen.getByText(/^Real-time connection/).closest('[role="status"]');
    const rendered = navRenders.count;

    act(() => useRealtimeStore.getState().setStatus('open'));
    expect(dot).toHaveAttribute('data-status', 'open');
    act(() => useRealtimeStore.getState().setStatus('closed', 1));
    expect(dot).toHaveAttribute('data-status', 'closed');
    expect(navRenders.count).toBe(rendered);
  });

  it('renders neither the wave panel nor the footer again when the URL loses `?play=`', async () => {
    stubSilentServer();
    await renderApp('/?play=slots');
    expect(await screen.findByText("The wave's figures")).toBeVisible();
    const rendered = { ...partRenders, area: area.count };

    act(() => area.clearSearch());
    // The game area reads the URL, so it follows the change (as the screen does).
    expect(area.count).toBeGreaterThan(rendered.area);
    expect(partRenders).toEqual({ wave: rendered.wave, footer: rendered.footer });
  });
});
