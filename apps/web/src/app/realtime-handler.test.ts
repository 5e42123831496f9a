import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { applyServerMessage, catchUpAfterJoin, type RealtimeDeps } from './realtime-handler';

function deps(userId = 'u1') {
  return {
    queryClient: { invalidateQueries: vi.fn() },
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
  it('refreshes only the contacts (their unread badges) when a conversation was read elsewhere', () => {
    const d = deps('u3');
    applyServerMessage({ type: 'dm_read', payload: { otherId: 'u4' } }, d);
    expect(keys(d)).toEqual([queryKeys.contacts('u3')]);
  });
  it('refreshes the wave on wave_update', () => {
    const d = deps();
    applyServerMessage({ type: 'wave_update', payload: { waveId: 'w2' } }, d);
    expect(keys(d)).toEqual([['wave']]);
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
  it('re-reads the wave messages, the wave, the conversations and the user missed before the join', () => {
    const d = deps('u7');
    catchUpAfterJoin(d, 'w9');
    expect(keys(d)).toEqual([
      queryKeys.waveMessages('w9'),
      ['wave'],
      queryKeys.conversations('u7'),
      queryKeys.contacts('u7'),
      queryKeys.me,
    ]);
  });
});
