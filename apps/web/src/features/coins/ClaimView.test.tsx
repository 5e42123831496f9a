import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClaimView } from './ClaimView';

describe('ClaimView', () => {
  it('offers Claim only when the hour has passed', async () => {
    const onClaim = vi.fn();
    const { rerender } = render(<ClaimView remainingMs={0} onClaim={onClaim} />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledOnce();
    rerender(<ClaimView remainingMs={12 * 60_000 + 5_000} onClaim={onClaim} />);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.getByTestId('next-claim')).toHaveTextContent('Next claim 12:05');
  });

  it('pulses twice when the claim comes due on screen, and stands still when it was due already', () => {
    const pulse = 'animate-[pulse_2.5s_ease-in-out_2]';
    const { rerender } = render(<ClaimView remainingMs={0} onClaim={() => {}} />);
    expect(screen.getByRole('button', { name: 'Claim' })).not.toHaveClass(pulse);

    rerender(<ClaimView remainingMs={60 * 60_000} onClaim={() => {}} />);
    rerender(<ClaimView remainingMs={1_000} onClaim={() => {}} />);
    rerender(<ClaimView remainingMs={0} onClaim={() => {}} />);
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveClass(pulse);
    rerender(<ClaimView remainingMs={0} onClaim={() => {}} />);
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveClass(pulse);

    // Claimed, then due again: a pulse again.
    rerender(<ClaimView remainingMs={60 * 60_000} onClaim={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    rerender(<ClaimView remainingMs={0} onClaim={() => {}} />);
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveClass(pulse);
  });
});
