import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentUser, storeUser } from '../lib/current-user';
import { useSessionStore } from '../stores/session.store';
import { builtRoot } from '../test/built-root';
import { testUser } from '../test/user';
import { App } from './App';
import { canHydrate } from './prerendered';
import { createQueryClient } from './providers';

describe('the prerendered auth screen', () => {
  let markup = '';
  let root: Root | undefined;
  beforeAll(() => {
    markup = builtRoot('renderAuthRoot');
  }, 60_000);
  /** That `#root` in the document. */
  const prerenderedRoot = () => {
    document.body.innerHTML = markup;
    return document.getElementById('root')!;
  };
  beforeEach(() => useSessionStore.setState({ hydrated: false }));
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('holds the login form, whose submit waits for the app (no native GET with the password)', async () => {
    const element = prerenderedRoot();
    expect(element.querySelector('h1')?.textContent).toBe('Sign in to Coinwave');
    expect(element.querySelector('input[name="password"]')).not.toBeNull();
    expect(element.querySelector('button[type="submit"]')).toBeDisabled();
  });

  it.each(['/', '/auth'])(
    'is taken over on %s as it is: no mismatch, same nodes, a working form',
    async (path) => {
      const element = prerenderedRoot();
      const main = element.querySelector('main');
      const client = createQueryClient();
      useSessionStore.getState().hydrate(client);
      expect(canHydrate(element, path, currentUser(client) !== null)).toBe(true);
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(element, <App client={client} path={path} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      const login = await screen.findByRole('button', { name: 'Login' });
      await waitFor(() => expect(login).toBeEnabled());
      expect(errors).toEqual([]);
      expect(element.querySelector('main')).toBe(main);
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Register' }), { button: 0 });
      expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    },
  );

  it('is rendered afresh for a stored user, or on a page that does not show it', async () => {
    const element = prerenderedRoot();
    expect(canHydrate(element, '/terms', false)).toBe(false);
    storeUser(testUser());
    const client = createQueryClient();
    useSessionStore.getState().hydrate(client);
    expect(canHydrate(element, '/', currentUser(client) !== null)).toBe(false);
    element.removeAttribute('data-prerendered');
    expect(canHydrate(element, '/', false)).toBe(false);
  });
});
