import type { LiveStream, MediaItem } from '@coinwave/api-contract';
import { QueryClient, QueryObserver, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { onLiveFrame } from '../../stores/live.store';
import { applyServerMessage, type RealtimeDeps } from './handler';

function deps(queryClient = new QueryClient()): RealtimeDeps & { queryClient: QueryClient } {
  return {
    queryClient,
    currentUserId: () => 'u1',
    mergeUser: vi.fn(),
    addNotification: vi.fn(),
    setOnline: vi.fn(),
  };
}

const stream = (id: string, startedAt: string, viewers = 0): LiveStream => ({
  id,
  streamer: { id: `u-${id}`, username: id, avatarUrl: null },
  waveId: 'w1',
  source: 'camera',
  startedAt,
  viewers,
  maxViewers: 8,
});

describe('live frames', () => {
  it('keep the wave list of streams: newest first, counts replaced in place, ended ones gone', () => {
    const d = deps();
    const key = queryKeys.liveStreams('w1');
    const live = (s: LiveStream) =>
      applyServerMessage({ type: 'live_stream', payload: { waveId: 'w1', stream: s } }, d);
    live(stream('a', '2026-01-01T12:00:00Z'));
    live(stream('b', '2026-01-01T12:05:00Z'));
    live(stream('a', '2026-01-01T12:00:00Z', 3));
    expect(d.queryClient.getQueryData<LiveStream[]>(key)?.map((s) => [s.id, s.viewers])).toEqual([
      ['b', 0],
      ['a', 3],
    ]);
    applyServerMessage({ type: 'live_ended', payload: { waveId: 'w1', streamId: 'b' } }, d);
    expect(d.queryClient.getQueryData<LiveStream[]>(key)?.map((s) => s.id)).toEqual(['a']);
    // Another wave's list is its own.
    expect(d.queryClient.getQueryData(queryKeys.liveStreams('w2'))).toBeUndefined();
  });

  it('a read of the list in flight when a count lands is made again: its older answer cannot undo it', async () => {
    const d = deps();
    const key = queryKeys.liveStreams('w1');
    const at = '2026-01-01T12:00:00Z';
    // The first read was answered before the viewer joined (0), and lands after the frame (1).
    let answerFirstRead!: () => void;
    const firstReadLands = new Promise<void>((resolve) => (answerFirstRead = resolve));
    const queryFn = vi.fn(async () => {
      if (queryFn.mock.calls.length > 1) return [stream('a', at, 1)];
      await firstReadLands;
      return [stream('a', at, 0)];
    });
    const stop = new QueryObserver(d.queryClient, { queryKey: key, queryFn }).subscribe(() => {});
    expect(d.queryClient.isFetching({ queryKey: key })).toBe(1);
    applyServerMessage(
      { type: 'live_stream', payload: { waveId: 'w1', stream: stream('a', at, 1) } },
      d,
    );
    answerFirstRead();
    await vi.waitFor(() => expect(d.queryClient.isFetching({ queryKey: key })).toBe(0));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(d.queryClient.getQueryData<LiveStream[]>(key)?.map((s) => s.viewers)).toEqual([1]);
    stop();
  });

  it('reach the live hooks (signaling), every one of them', () => {
    const heard: string[] = [];
    const stop = onLiveFrame((f) => heard.push(f.type));
    applyServerMessage(
      { type: 'live_offer', payload: { streamId: 's', viewerId: 'v', sdp: 'v=0' } },
      deps(),
    );
    applyServerMessage(
      {
        type: 'live_refused',
        payload: { request: 'join', streamId: 's', error: 'This stream is full' },
      },
      deps(),
    );
    stop();
    applyServerMessage({ type: 'live_ended', payload: { waveId: 'w1', streamId: 's' } }, deps());
    expect(heard).toEqual(['live_offer', 'live_refused']);
  });

  it('take a deleted item out of every gallery page', () => {
    const d = deps();
    const item = (id: string) => ({ id }) as MediaItem;
    d.queryClient.setQueryData<InfiniteData<MediaItem[]>>(queryKeys.gallery, {
      pages: [[item('1'), item('2')], [item('3')]],
      pageParams: [null, 'c'],
    });
    applyServerMessage({ type: 'media_deleted', payload: { mediaId: '3', waveId: 'w1' } }, d);
    expect(
      d.queryClient
        .getQueryData<InfiniteData<MediaItem[]>>(queryKeys.gallery)
        ?.pages.map((p) => p.map((m) => m.id)),
    ).toEqual([['1', '2'], []]);
  });
});
