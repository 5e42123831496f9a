import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Composer } from './Composer';
import { OFFLINE_TEXT, type SendResult } from './send-result';

const accepted = (): Promise<SendResult> => Promise.resolve({ ok: true });

const meta = {
  component: Composer,
  parameters: { layout: 'padded' },
  args: {
    label: 'Wave chat message',
    placeholder: 'Say hi to the wave…',
    onSend: fn(accepted),
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Disabled: Story = { args: { disabled: true, placeholder: 'Pick a contact first' } };

/** The server refused the message (rate limit): the text stays, the reason shows under the box. */
export const RefusedByServer: Story = {
  args: {
    onSend: fn((): Promise<SendResult> =>
      Promise.resolve({ ok: false, error: 'You are sending messages too fast: wait 4 seconds' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Wave chat message' });
    await userEvent.type(box, 'Six in a row!{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You are sending messages too fast: wait 4 seconds',
    );
    await expect(box).toHaveValue('Six in a row!');
  },
};

/** The request never reached the server: the player is told they are offline, nothing is lost. */
export const Offline: Story = {
  args: {
    onSend: fn((): Promise<SendResult> => Promise.resolve({ ok: false, error: OFFLINE_TEXT })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Wave chat message' });
    await userEvent.type(box, 'Anyone here?{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    await expect(box).toHaveValue('Anyone here?');
  },
};
