import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDismiss } from './use-dismiss';

function Popover() {
  const [open, setOpen] = useState(true);
  const root = useDismiss(open, () => setOpen(false));
  return (
    <div>
      <div ref={root}>{open ? <p>panel</p> : null}</div>
      <p>outside</p>
    </div>
  );
}

describe('useDismiss', () => {
  it('keeps the popover open on a press inside and closes it on a press outside', () => {
    render(<Popover />);
    fireEvent.mouseDown(screen.getByText('panel'));
    expect(screen.getByText('panel')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByText('panel')).toBeNull();
  });

  it('closes it on Escape', () => {
    render(<Popover />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('panel')).toBeNull();
  });
});
