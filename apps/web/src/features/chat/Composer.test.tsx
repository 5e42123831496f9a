import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';

describe('Composer', () => {
  it('sends on Enter, adds a line on Shift+Enter and ignores blank input', async () => {
    const onSend = vi.fn();
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
});
