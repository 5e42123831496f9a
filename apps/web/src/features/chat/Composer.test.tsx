import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';
import type { SendResult } from './send-result';

const accepted = (): Promise<SendResult> => Promise.resolve({ ok: true });

describe('Composer', () => {
  it('sends on Enter, adds a line on Shift+Enter and ignores blank input', async () => {
    const onSend = vi.fn(accepted);
    const user = userEvent.setup();
    render(<Composer label="Message" placeholder="" onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'hang{Shift>}{Enter}{/Shift}ten');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('hang\nten');
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('hang\nten');
    expect(box).toHaveValue('');
  });

  it('keeps a refused message in the box with the reason, until the player edits', async () => {
    const onSend = vi.fn((): Promise<SendResult> =>
      Promise.resolve({ ok: false, error: 'You are sending messages too fast: wait 4 seconds' }),
    );
    const user = userEvent.setup();
    render(<Composer label="Message" placeholder="" onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'cowabunga{Enter}');
    expect(box).toHaveValue('cowabunga');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too fast: wait 4 seconds',
    );
    expect(box).toHaveAccessibleDescription('You are sending messages too fast: wait 4 seconds');
    await user.type(box, '!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveValue('cowabunga!');
  });

  it('clears the error when sending again and the box once the server accepts', async () => {
    const onSend = vi
      .fn<(content: string) => Promise<SendResult>>()
      .mockResolvedValueOnce({ ok: false, error: "You're offline: your message was not sent." })
      .mockResolvedValueOnce({ ok: true });
    const user = userEvent.setup();
    render(<Composer label="Message" placeholder="" onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'aloha{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("You're offline");
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenLastCalledWith('aloha');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveValue('');
  });

  it('sends once while a send is on its way, and keeps what was typed meanwhile', async () => {
    let settle: (r: SendResult) => void = () => {};
    const onSend = vi.fn(() => new Promise<SendResult>((resolve) => (settle = resolve)));
    const user = userEvent.setup();
    render(<Composer label="Message" placeholder="" onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'one{Enter}{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    await user.type(box, ' two');
    settle({ ok: true });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled(),
    );
    expect(box).toHaveValue('one two');
  });
});
