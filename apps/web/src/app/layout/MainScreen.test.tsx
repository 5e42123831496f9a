import type { Wave } from '@coinwave/api-contract';
import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUser, setCurrentUser, storeUser } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { useSessionStore } from '../../stores/session.store';
import { testUser } from '../../test/user';
import { testWave } from '../../test/wave';
import { App } from '../App';
import { MainScreen } from '../lazy-pages';
import { createQueryClient } from '../providers';

/** The game area (a table in play, say), a stand-in that counts its renders. */
const areaRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../features/games/GameArea', () => ({
  GameArea: () => {
    areaRenders.count++;
    return <p>The game area</p>;
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

  it("renders the game area again neither for a new balance nor for the wave's new figures", async () => {
    // The current wave answers; every other read stays on its way.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.endsWith('/api/waves/current')
          ? Promise.resolve(new Response(JSON.stringify(WAVE), { status: 200 }))
          : new Promise<Response>(() => {}),
      ),
    );
    // Reduced motion: the header shows a new balance at once rather than counting up to it.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    storeUser(testUser({ coins: 5_000 }));
    const client = createQueryClient();
    useSessionStore.setState({ hydrated: false });
    useSessionStore.getState().hydrate(client);
    const element = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      root = createRoot(element);
      root.render(<App client={client} path="/" />);
    });
    expect(await screen.findByText('The game area')).toBeVisible();
    expect(await screen.findByTestId('wave-badge')).toHaveTextContent('Wave #4');
    const rendered = areaRenders.count;

    act(() => {
      setCurrentUser(client, { ...currentUser(client)!, coins: 5_250 });
      client.setQueryData<Wave>(queryKeys.currentWave, { ...WAVE, gamesCount: 3 });
    });
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('5,250 coins');
    expect(areaRenders.count).toBe(rendered);
  });
});
