import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useSessionStore } from '../../stores/session.store';
import { useToastStore } from '../../stores/toast.store';
import { AccountSecurity } from './AccountSecurity';

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<AccountSecurity />} />
          <Route path="/auth" element={<p>Auth screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

async function fillPasswords(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('AccountSecurity', () => {
  beforeEach(() => {
    localStorage.clear();
    useToastStore.setState({ toast: null });
    useSessionStore.setState({ hydrated: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a confirmation that does not match, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await fillPasswords('old password', 'new password 1', 'new password 2');
    expect(fetch).not.toHaveBeenCalled();
    expect(useToastStore.getState().toast).toMatchObject({
      title: 'Password not changed',
      description: 'The new password and its confirmation do not match.',
      variant: 'destructive',
    });
  });

  it('changes the password, says so, and clears the fields', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => reply(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await fillPasswords('old password', 'new password 1', 'new password 1');
    await vi.waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: 'Password changed',
        variant: 'success',
      }),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('/api/auth/password');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's reason when it refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply(403, { error: 'Your current password is not right' })),
    );
    renderPanel();
    await fillPasswords('wrong password', 'new password 1', 'new password 1');
    await vi.waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: 'Password not changed',
        description: 'Your current password is not right',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong password');
  });

  it('signs out everywhere and returns to the sign-in screen', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => reply(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toContain('/api/auth/logout-everywhere');
    expect(useToastStore.getState().toast).toMatchObject({
      title: 'Signed out everywhere',
      variant: 'success',
    });
  });

  it('says so when signing out everywhere fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply(503, { error: 'Coinwave is briefly unavailable' })),
    );
    renderPanel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: 'Could not sign out everywhere',
        variant: 'destructive',
      }),
    );
  });
});
