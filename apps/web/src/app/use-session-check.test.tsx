import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, CURRENT_USER_KEY, seedCurrentUser, storeUser } from '../lib/current-user';
import { testUser } from '../test/user';
import { createQueryClient } from './providers';
import { useSessionCheck } from './use-session-check';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

/** The hook on `/`, over a cache seeded from a stored player; `path` tells where it went. */
function renderCheck() {
  storeUser(testUser());
  const client = createQueryClient();
  seedCurrentUser(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => ({ checked: useSessionCheck(true), path: useLocation().pathname }),
    { wrapper },
  );
  return { client, hook };
}

describe('useSessionCheck', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts only the server answer, not the stored user, and keeps what the server said', async () => {
    answer(200, testUser({ coins: 7000, role: 'moderator' }));
    const { client, hook } = renderCheck();
    expect(hook.result.current.checked).toBe(false);
    await waitFor(() => expect(hook.result.current.checked).toBe(true));
    expect(currentUser(client)).toMatchObject({ coins: 7000, role: 'moderator' });
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!)).toMatchObject({ coins: 7000 });
  });

  it('signs a stale stored user out and goes to /auth when the session is gone', async () => {
    answer(401, { error: 'Not signed in' });
    const { client, hook } = renderCheck();
    await waitFor(() => expect(hook.result.current.path).toBe('/auth'));
    expect(currentUser(client)).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });
});
