import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoolOffDialog, type CoolOffDialogProps } from './CoolOffDialog';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');
const props: CoolOffDialogProps = {
  open: true,
  onOpenChange: () => {},
  current: null,
  now: NOW,
  onConfirm: () => {},
  time: { timeZone: 'UTC' },
};

afterEach(() => vi.restoreAllMocks());

describe('CoolOffDialog', () => {
  it('offers each break with the time it would end', () => {
    render(<CoolOffDialog {...props} />);
    expect(screen.getByRole('dialog', { name: 'Take a break' })).toBeInTheDocument();
    expect(screen.getByText('Until Wed 2 Jan 2030, 12:00')).toBeInTheDocument();
    expect(screen.getByText('Never ends')).toBeInTheDocument();
  });

  it('works out nothing while closed: no date is formatted for the screen behind it', () => {
    const format = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const { container } = render(<CoolOffDialog {...props} open={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(format).not.toHaveBeenCalled();
  });
});
