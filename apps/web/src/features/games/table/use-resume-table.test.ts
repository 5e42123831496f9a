import { ApiError } from '@coinwave/api-contract';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../stores/toast.store';
import { deferred } from '../../../test/deferred';
import { useResumeTable } from './use-resume-table';

describe('useResumeTable', () => {
  it('reads the table once per game and hands the answer to resume', async () => {
    const load = vi.fn((gameId: string) => Promise.resolve({ gameId }));
    const resume = vi.fn();
    const { rerender } = renderHook(({ id }) => useResumeTable(id, load, resume), {
      initialProps: { id: 'g1' },
    });
    await waitFor(() => expect(resume).toHaveBeenCalledWith({ gameId: 'g1' }));
    rerender({ id: 'g1' });
    rerender({ id: 'g2' });
    await waitFor(() => expect(resume).toHaveBeenCalledWith({ gameId: 'g2' }));
    expect(load.mock.calls).toEqual([['g1'], ['g2']]);
  });

  it('drops an answer that comes after the table closed', async () => {
    const answer = deferred<string>();
    const resume = vi.fn();
    const { unmount } = renderHook(() => useResumeTable('g1', () => answer.promise, resume));
    unmount();
    answer.resolve('late');
    await answer.promise;
    expect(resume).not.toHaveBeenCalled();
  });

  it("says a failed read in a toast with the server's reason", async () => {
    useToastStore.setState({ toast: null });
    const refusal = new ApiError(503, JSON.stringify({ error: 'The server is busy' }));
    renderHook(() => useResumeTable('g1', () => Promise.reject(refusal), vi.fn()));
    await waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: 'Your open round could not be loaded',
        description: 'The server is busy',
        variant: 'destructive',
      }),
    );
  });
});
