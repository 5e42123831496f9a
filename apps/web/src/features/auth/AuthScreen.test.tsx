import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { currentUser } from '../../lib/current-user';
import { useSessionStore } from '../../stores/session.store';
import { useToastStore } from '../../stores/toast.store';
import { AuthScreen } from './AuthScreen';

function renderScreen() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('AuthScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    useToastStore.setState({ toast: null });
    useSessionStore.setState({ hydrated: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Create Account disabled until the age box is ticked', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it("shows 'Login failed' when the server refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply(401, { error: 'Wrong username or password' })),
    );
    const user = userEvent.setup();
    const client = renderScreen();
    await user.type(screen.getByLabelText('Username'), 'kai');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: 'Login failed',
        description: 'Please check your username and try again.',
        variant: 'destructive',
      }),
    );
    expect(currentUser(client)).toBeNull();
  });

  it("stores the user on registration and reports the server's error otherwise", async () => {
    const created = { id: 'u1', username: 'kai_01', coins: 5000, lastCoinClaim: null };
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(reply(409, { error: 'That username is taken' }))
      .mockReturnValueOnce(reply(201, created));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const client = renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'kai_01');
    await user.type(screen.getByLabelText('Email'), 'kai@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: 'Registration failed',
        description: 'That username is taken',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(currentUser(client)).toMatchObject({ username: 'kai_01' }));
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toEqual({
      username: 'kai_01',
      email: 'kai@example.com',
      password: 'longenough',
    });
  });
});
