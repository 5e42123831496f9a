import type { ClientMessage, LiveStream } from '@coinwave/api-contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveFrame, useLiveStore } from '../../stores/live.store';
import { useLiveBroadcast } from './use-live-broadcast';
import { useLiveViewer } from './use-live-viewer';

vi.mock('./live-capture', () => ({
  captureLive: vi.fn(async () => fakeMedia()),
}));

const stopped: string[] = [];
function fakeMedia() {
  const track = { kind: 'video', stop: () => stopped.push('video'), addEventListener: vi.fn() };
  return { getTracks: () => [track] } as unknown as MediaStream;
}

const stream: LiveStream = {
  id: 's1',
  streamer: { id: 'u1', username: 'nalu', avatarUrl: null },
  waveId: 'w1',
  source: 'camera',
  startedAt: '2026-01-01T12:00:00Z',
  viewers: 0,
  maxViewers: 8,
};

let sent: ClientMessage[];
beforeEach(() => {
  sent = [];
  stopped.length = 0;
  useLiveStore.getState().bindSend((m) => (sent.push(m), true));
});
afterEach(() => useLiveStore.getState().bindSend(null));

const types = () => sent.map((m) => m.type);

describe('useLiveViewer', () => {
  it('joins, follows the server (connecting, full, ended), and leaves when closed', async () => {
    const { result, unmount } = renderHook(() => useLiveViewer('s1', []));
    expect(sent).toEqual([{ type: 'live_join', streamId: 's1' }]);
    expect(result.current.status).toBe('joining');

    act(() =>
      emitLiveFrame({ type: 'live_joined', payload: { streamId: 's1', viewerId: 'v1', stream } }),
    );
    expect(result.current.status).toBe('connecting');
    expect(result.current.stream?.streamer.username).toBe('nalu');
    // Frames about other streams change nothing.
    act(() => emitLiveFrame({ type: 'live_ended', payload: { waveId: 'w1', streamId: 'other' } }));
    expect(result.current.status).toBe('connecting');

    act(() => emitLiveFrame({ type: 'live_ended', payload: { waveId: 'w1', streamId: 's1' } }));
    expect(result.current.status).toBe('ended');
    unmount();
    expect(sent.at(-1)).toEqual({ type: 'live_leave', streamId: 's1' });
  });

  it('shows "full" from the refusal, and joins again on Try again', () => {
    const { result } = renderHook(() => useLiveViewer('s1', []));
    act(() =>
      emitLiveFrame({
        type: 'live_refused',
        payload: { request: 'join', streamId: 's1', error: 'This stream is full' },
      }),
    );
    expect(result.current).toMatchObject({ status: 'full', error: 'This stream is full' });
    act(() => result.current.retry());
    expect(types()).toEqual(['live_join', 'live_join']);
    expect(result.current.status).toBe('joining');
  });

  it('joins again when the socket is back in the wave after a drop', () => {
    const { result } = renderHook(() => useLiveViewer('s1', []));
    act(() =>
      emitLiveFrame({ type: 'live_joined', payload: { streamId: 's1', viewerId: 'v1', stream } }),
    );
    act(() => {
      useLiveStore.getState().socketOpened();
      useLiveStore.getState().confirmJoin('w1');
    });
    expect(types()).toEqual(['live_join', 'live_join']);
    expect(result.current.status).toBe('joining');
  });

  it('keeps its peer when the room join of the same connection is confirmed after it joined', () => {
    const { result } = renderHook(() => useLiveViewer('s1', []));
    act(() =>
      emitLiveFrame({ type: 'live_joined', payload: { streamId: 's1', viewerId: 'v1', stream } }),
    );
    act(() => useLiveStore.getState().confirmJoin('w1'));
    expect(types()).toEqual(['live_join']);
    expect(result.current.status).toBe('connecting');
  });
});

describe('useLiveBroadcast', () => {
  it('starts once the server answers, resumes after each rejoin, and ends with the page', async () => {
    const onEnded = vi.fn();
    const { result } = renderHook(() => useLiveBroadcast([], onEnded));
    let started!: Promise<void>;
    act(() => {
      started = result.current.start('camera');
    });
    await waitFor(() => expect(sent).toEqual([{ type: 'live_start', source: 'camera' }]));
    expect(result.current.phase).toBe('starting');
    act(() => emitLiveFrame({ type: 'live_started', payload: { stream, viewerIds: [] } }));
    await act(() => started);
    expect(result.current).toMatchObject({ phase: 'live', streamId: 's1' });

    act(() => useLiveStore.getState().confirmJoin('w1'));
    expect(sent.at(-1)).toEqual({ type: 'live_resume', streamId: 's1' });

    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(sent.at(-1)).toEqual({ type: 'live_end', streamId: 's1' });
    expect(result.current.phase).toBe('idle');
    expect(stopped).toEqual(['video']);
    // The streamer stopped it: not announced as an end without them.
    expect(onEnded).not.toHaveBeenCalled();
  });

  it("fails a refused start with the server's reason, releasing the camera", async () => {
    const { result } = renderHook(() => useLiveBroadcast([], vi.fn()));
    let started!: Promise<void>;
    act(() => {
      started = result.current.start('screen');
    });
    await waitFor(() => expect(types()).toEqual(['live_start']));
    act(() =>
      emitLiveFrame({
        type: 'live_refused',
        payload: { request: 'start', streamId: null, error: 'You are already live in another tab' },
      }),
    );
    await expect(started).rejects.toThrow('You are already live in another tab');
    await waitFor(() => expect(result.current.phase).toBe('idle'));
    expect(stopped).toEqual(['video']);
  });

  it('tells the page when the stream ended without the streamer (a refused resume, an end)', async () => {
    const onEnded = vi.fn();
    const { result } = renderHook(() => useLiveBroadcast([], onEnded));
    let started!: Promise<void>;
    act(() => {
      started = result.current.start('camera');
    });
    await waitFor(() => expect(types()).toEqual(['live_start']));
    act(() => emitLiveFrame({ type: 'live_started', payload: { stream, viewerIds: [] } }));
    await act(() => started);
    act(() =>
      emitLiveFrame({
        type: 'live_refused',
        payload: { request: 'resume', streamId: 's1', error: 'This stream has ended' },
      }),
    );
    expect(result.current.phase).toBe('idle');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
