import type { LeaderboardEntry, Wave } from '@coinwave/api-contract';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { applyServerMessage, catchUpAfterJoin, type RealtimeDeps } from './handler';

function deps(userId = 'u1') {
  return {
    queryClient: { invalidateQueries: vi.fn(), setQueryData: vi.fn(), isFetching: vi.fn(() => 0) },
    currentUserId: () => userId,
    mergeUser: vi.fn(),
    addNotification: vi.fn(),
    setOnline: vi.fn(),
  } satisfies RealtimeDeps;
}
const keys = (d: ReturnType<typeof deps>) =>
  d.queryClient.invalidateQueries.mock.calls.map(
    ([arg]) => (arg as { queryKey: unknown }).queryKey,
  );

describe('applyServerMessage', () => {
  it('refreshes the wave messages on a wave chat message', () => {
    const d = deps();
    applyServerMessage(
      { type: 'chat', payload: { waveId: 'w1', recipientId: null, messageId: 'm1' } },
      d,
    );
    expect(keys(d)).toContainEqual(queryKeys.waveMessages('w1'));
  });
  it('refreshes conversations and contacts on a direct message', () => {
    const d = deps();
    applyServerMessage(
      { type: 'chat', payload: { waveId: null, recipientId: 'u1', messageId: 'm1' } },
      d,
    );
    expect(keys(d)).toEqual([queryKeys.conversations('u1'), queryKeys.contacts('u1')]);
  });
  it('replaces the play session when a reality check was answered in another tab', () => {
    const d = deps();
    const payload = {
      session: null,
      realityCheck: { intervalMinutes: 15 as const, nextAt: null },
    };
    applyServerMessage({ type: 'play_session', payload }, d);
    expect(d.queryClient.setQueryData).toHaveBeenCalledWith(queryKeys.playSession, payload);
    expect(keys(d)).toEqual([]);
  });
  it('refreshes the contacts (their unread badges) and that conversation when it was read elsewhere or emptied', () => {
    const d = deps('u3');
    applyServerMessage({ type: 'dm_read', payload: { otherId: 'u4' } }, d);
    expect(keys(d)).toEqual([queryKeys.contacts('u3'), queryKeys.conversation('u3', 'u4')]);
  });
  it('takes a deleted wave message out of the shown list at once', () => {
    const d = deps();
    applyServerMessage(
      {
        type: 'message_deleted',
        payload: { messageId: 'm2', waveId: 'w1', senderId: 'u9', recipientId: null },
      },
      d,
    );
    const [key, update] = d.queryClient.setQueryData.mock.calls[0] as unknown as [
      unknown,
      (shown: Array<{ id: string }> | undefined) => unknown,
    ];
    expect(key).toEqual(queryKeys.waveMessages('w1'));
    expect(update([{ id: 'm1' }, { id: 'm2' }, { id: 'm3' }])).toEqual([
      { id: 'm1' },
      { id: 'm3' },
    ]);
    expect(update(undefined)).toBeUndefined();
    expect(keys(d)).toEqual([]);
  });
  it('takes a deleted DM out of the conversation with the other party, and recounts unread', () => {
    const d = deps('u1');
    applyServerMessage(
      {
        type: 'message_deleted',
        payload: { messageId: 'm2', waveId: null, senderId: 'u1', recipientId: 'u5' },
      },
      d,
    );
    expect(d.queryClient.setQueryData.mock.calls[0]?.[0]).toEqual(
      queryKeys.conversation('u1', 'u5'),
    );
    applyServerMessage(
      {
        type: 'message_deleted',
        payload: { messageId: 'm3', waveId: null, senderId: 'u7', recipientId: 'u1' },
      },
      d,
    );
    expect(d.queryClient.setQueryData.mock.calls[1]?.[0]).toEqual(
      queryKeys.conversation('u1', 'u7'),
    );
    expect(keys(d)).toEqual([queryKeys.contacts('u1'), queryKeys.contacts('u1')]);
  });
  it('refreshes the wave on wave_update', () => {
    const d = deps();
    applyServerMessage({ type: 'wave_update', payload: { waveId: 'w2' } }, d);
    expect(keys(d)).toEqual([['wave']]);
  });
  it('patches the leaderboard and the counts on a wave_update with figures, re-reading only rankings', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const row = (id: string, rank: number, score: number): LeaderboardEntry => ({
      id,
      rank,
      score,
      user: { id, username: id, avatarUrl: null },
    });
    queryClient.setQueryData(queryKeys.waveLeaderboard('w1'), [row('a', 1, 20), row('b', 2, 10)]);
    const wave = { id: 'w1', gamesCount: 1, messagesCount: 4 } as Wave;
    queryClient.setQueryData(queryKeys.currentWave, wave);
    applyServerMessage(
      {
        type: 'wave_update',
        payload: {
          waveId: 'w1',
          figures: {
            gamesCount: 2,
            messagesCount: 5,
            leaderboardSize: 3,
            leaderboard: [row('b', 1, 30), row('a', 2, 20), row('c', 3, -10)],
          },
        },
      },
      { ...deps(), queryClient },
    );
    expect(queryClient.getQueryData(queryKeys.waveLeaderboard('w1'))).toEqual([
      row('b', 1, 30),
      row('a', 2, 20),
      row('c', 3, -10),
    ]);
    expect(queryClient.getQueryData(queryKeys.currentWave)).toEqual({
      ...wave,
      gamesCount: 2,
      messagesCount: 5,
    });
    expect(invalidate.mock.calls.map(([arg]) => arg?.queryKey)).toEqual([
      ['wave', 'w1', 'rankings'],
    ]);
  });
  it('passes user_update, notifications and online counts on', () => {
    const d = deps();
    applyServerMessage(
      { type: 'user_update', payload: { userId: 'u1', data: { coins: 7000 } } },
      d,
    );
    expect(d.mergeUser).toHaveBeenCalledWith('u1', { coins: 7000 });
    const n = {
      id: 'n1',
      kind: 'achievement',
      title: 'Natural 21!',
      body: '',
      createdAt: '2026-01-01T00:00:00Z',
    };
    applyServerMessage({ type: 'notification', payload: n }, d);
    expect(d.addNotification).toHaveBeenCalledWith(n);
    const playing = { slots: 2, blackjack: 0, poker: 1, roulette: 0 };
    applyServerMessage({ type: 'online', payload: { waveId: 'w1', count: 3, playing } }, d);
    expect(d.setOnline).toHaveBeenCalledWith('w1', 3, playing);
  });
});

describe('catchUpAfterJoin', () => {
  it('re-reads the wave, its messages among its keys, the conversations and the user missed before the join', () => {
    const d = deps('u7');
    catchUpAfterJoin(d);
    expect(keys(d)).toEqual([
      ['wave'],
      queryKeys.conversations('u7'),
      queryKeys.contacts('u7'),
      queryKeys.me,
    ]);
  });

  it('reads each shown list once more, never twice', async () => {
    const client = new QueryClient();
    const reads = new Map<string, number>();
    const watch = (queryKey: readonly unknown[]) => {
      const key = JSON.stringify(queryKey);
      const observer = new QueryObserver(client, {
        queryKey,
        queryFn: async () => {
          reads.set(key, (reads.get(key) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
          return key;
        },
      });
      return observer.subscribe(() => {});
    };
    const stop = [queryKeys.waveMessages('w9'), queryKeys.currentWave, queryKeys.me].map(watch);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    catchUpAfterJoin({ queryClient: client, currentUserId: () => 'u7' });
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(Object.fromEntries(reads)).toEqual({
      [JSON.stringify(queryKeys.waveMessages('w9'))]: 2,
      [JSON.stringify(queryKeys.currentWave)]: 2,
      [JSON.stringify(queryKeys.me)]: 2,
    });
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
