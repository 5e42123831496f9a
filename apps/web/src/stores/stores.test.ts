import type { User } from '@coinwave/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUser,
  CURRENT_USER_KEY,
  mirrorCurrentUser,
  setCurrentUser,
} from '../lib/current-user';
import { useDmStore } from './dm.store';
import { useSessionStore } from './session.store';
import { TOAST_REMOVE_DELAY, toast, useToastStore } from './toast.store';

const user = { id: 'u1', username: 'surfer', coins: 5000, lastCoinClaim: null } as unknown as User;
describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ hydrated: false });
  });

  it('hydrates from storage and mirrors sign-in and sign-out', () => {
    const queryClient = new QueryClient();
    mirrorCurrentUser(queryClient.getQueryCache());
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    useSessionStore.getState().hydrate(queryClient);
    expect({
      hydrated: useSessionStore.getState().hydrated,
      user: currentUser(queryClient),
    }).toMatchObject({ hydrated: true, user: { id: 'u1' } });
    setCurrentUser(queryClient, null);
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    setCurrentUser(queryClient, user);
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!)).toMatchObject({
      username: 'surfer',
    });
  });
});

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps only one toast: a new one replaces the current one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'd', variant: 'destructive' });
    expect(useToastStore.getState().toast).toMatchObject({
      title: 'Second',
      variant: 'destructive',
      open: true,
    });
  });

  it('removes a dismissed toast after the removal delay', () => {
    vi.useFakeTimers();
    toast({ title: 'Bye' });
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().toast?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(useToastStore.getState().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toast).toBeNull();
  });
});

describe('dm store', () => {
  it('starting a DM turns DM mode on, selects the recipient and remembers the contact once', () => {
    useDmStore.getState().reset();
    useDmStore.getState().startDm({ id: 'u2', username: 'kai', avatarUrl: null });
    useDmStore.getState().startDm({ id: 'u2', username: 'kai', avatarUrl: null });
    expect(useDmStore.getState()).toMatchObject({
      dmMode: true,
      recipient: { id: 'u2' },
      requests: 2,
    });
    expect(useDmStore.getState().started).toHaveLength(1);
  });
});
