import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useToastStore } from '../../stores/toast.store';
import { MediaPanel } from './MediaPanel';

/** A screen recorder that delivers `footage` (if any) when it stops. */
function fakeRecorder(footage: Blob | null) {
  return class {
    static isTypeSupported = () => true;
    state = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(readonly stream: MediaStream) {}
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      if (footage) this.ondataavailable?.({ data: footage });
      this.onstop?.();
    }
  };
}

function stubScreen(footage: Blob | null) {
  const track = { stop: vi.fn(), addEventListener: vi.fn() };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getDisplayMedia: vi.fn(async () => stream) },
  });
  vi.stubGlobal('MediaRecorder', fakeRecorder(footage));
}

async function recordAndStop() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MediaPanel captureRef={createRef()} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Record' }));
  await user.click(await screen.findByRole('button', { name: 'Stop Recording' }));
}

describe('MediaPanel recording', () => {
  let uploads: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Not here' }), { status: 404 })),
    );
    uploads = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useToastStore.setState({ toast: null });
  });

  it('says nothing was recorded, and uploads nothing, when the recorder delivered no footage', async () => {
    stubScreen(null);
    await recordAndStop();
    await waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: 'Recording Failed',
        description: 'Nothing was recorded. Please try again.',
      }),
    );
    expect(uploads).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('uploads a recording with footage', async () => {
    stubScreen(new Blob(['webm'], { type: 'video/webm' }));
    await recordAndStop();
    await waitFor(() => expect(uploads).toHaveBeenCalledOnce());
    expect(useToastStore.getState().toast?.title).not.toBe('Recording Failed');
  });
});
