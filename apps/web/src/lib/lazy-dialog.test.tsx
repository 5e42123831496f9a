import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../stores/toast.store';
import { lazyDialog } from './lazy-dialog';

function Greeting({ open, name }: { open: boolean; name: string }) {
  return open ? <p role="dialog">Hello {name}</p> : null;
}

describe('lazyDialog', () => {
  it('loads nothing until the first open, then stays mounted as the dialog itself would', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open={false} name="joe" />);
    expect(load).not.toHaveBeenCalled();
    // Awaited: React retries a render suspended inside `act` only when the act is awaited.
    await act(async () => rerender(<Lazy open name="joe" />));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello joe');
    rerender(<Lazy open={false} name="joe" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Lazy open name="ann" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Hello ann');
    expect(load).toHaveBeenCalledOnce();
  });

  it('says so when the download fails, and downloads again at the next open', async () => {
    // React reports the caught error on the console.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Lazy = lazyDialog(load);
    const { rerender } = await act(async () => render(<Lazy open name="joe" />));
    await vi.waitFor(() =>
      expect(useToastStore.getState().toast?.title).toBe('Could not open this'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Lazy open={false} name="joe" />);
    await act(async () => rerender(<Lazy open name="joe" />));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello joe');
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });

  it('can be loaded ahead', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyDialog(load);
    await Lazy.preload();
    render(<Lazy open name="joe" />);
    // Loaded ahead: shown in the first render, without suspending.
    expect(screen.getByRole('dialog')).toHaveTextContent('Hello joe');
  });
});
