import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

function Clock({ every }: { every: number | null }) {
  return <p>{useNow(every)}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('moves with the clock every interval, and not at all with null until given one', () => {
    const { rerender } = render(<Clock every={null} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('paragraph')).toHaveTextContent('1000000');

    rerender(<Clock every={1_000} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('paragraph')).toHaveTextContent('1006000');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('paragraph')).toHaveTextContent('1008000');

    rerender(<Clock every={null} />);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('paragraph')).toHaveTextContent('1008000');
  });
});
