import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../lib/current-user';
import { useSessionStore } from '../stores/session.store';
import { builtRoot } from '../test/built-root';
import { testUser } from '../test/user';
import { App } from './App';
import { MainScreen } from './lazy-pages';
import { canHydrate } from './prerendered';
import { createQueryClient } from './providers';

describe("the main screen's shell", () => {
  let markup = '';
  let root: Root | undefined;
  beforeAll(async () => {
    markup = builtRoot('renderMainShellRoot');
    // What the test waits for on screen is the render, not how long the module takes to compile.
    await MainScreen.preload();
  }, 60_000);
  const shellRoot = () => {
    document.body.innerHTML = markup;
    return document.getElementById('root')!;
  };
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it("holds the screen's frame and the wave panel, with the player's own parts marked blank and no game area", () => {
    const element = shellRoot();
    const shell = element.querySelector('[data-shell]')!;
    expect(shell).not.toBeNull();
    expect(shell.querySelector('h2')?.textContent).toBe('Current Wave Status');
    expect(shell.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    // The balance, the avatar menu and the claim are the placeholder player's: marked, so
    // index.css leaves them blank in the shell.
    const button = (text: string) =>
      [...shell.querySelectorAll('button')].find((b) => b.textContent?.includes(text));
    const balance = shell.querySelector('[data-testid="coin-balance"]');
    for (const part of [balance, button('Account menu for'), button('Claim')]) {
      expect(part).toBeDefined();
      expect(part?.closest('[data-player-only]')).not.toBeNull();
    }
    // Whether the URL asks for a table is not known at build time: no tiles to be replaced.
    expect(shell.querySelector('#games-title')).toBeNull();
    expect(shell.querySelector('[data-testid="game-area"]')?.textContent).toBe(
      shell.querySelector('#wave-status-title')!.closest('section')!.textContent,
    );
  });

  it("is replaced whole by the stored player's screen, never hydrated", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const element = shellRoot();
    storeUser(testUser({ username: 'shell_rider', coins: 7_250 }));
    const client = createQueryClient();
    useSessionStore.setState({ hydrated: false });
    useSessionStore.getState().hydrate(client);
    expect(canHydrate(element, '/', true)).toBe(false);
    await act(async () => {
      root = createRoot(element);
      root.render(<App client={client} path="/" />);
    });
    expect(await screen.findByTestId('coin-balance')).toHaveTextContent('7,250 coins');
    expect(screen.getByText('Account menu for shell_rider')).toBeInTheDocument();
    expect(element.querySelector('[data-shell]')).toBeNull();
    expect(element.querySelector('[data-player-only] [data-testid="coin-balance"]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Current Wave Status' })).toHaveLength(1);
  });
});
