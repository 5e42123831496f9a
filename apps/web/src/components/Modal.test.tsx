import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Screen({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onOpenChange={setOpen} title="Take a break">
        <p>Choose how long.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('costs a screen nothing while closed: one render at mount, no update after it', () => {
    const phases: string[] = [];
    render(
      <Profiler id="screen" onRender={(_id, phase) => phases.push(phase)}>
        <Screen />
      </Profiler>,
    );
    // A closed Radix dialog dispatched an update from its first layout effect (a second,
    // synchronous render, which also ran the screen's effects before its first paint).
    expect(phases).toEqual(['mount']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog with its title and content, and closes with Escape', async () => {
    render(<Screen />);
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Take a break' });
    expect(dialog).toHaveTextContent('Choose how long.');
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
