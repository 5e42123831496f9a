import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionDot } from './ConnectionDot';

const meta = {
  component: ConnectionDot,
  parameters: { layout: 'centered' },
  args: { onReconnect: fn() },
} satisfies Meta<typeof ConnectionDot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { status: 'open' } };
export const Connecting: Story = { args: { status: 'connecting' } };
export const Closed: Story = { args: { status: 'closed' } };

/** A few quick failures: the socket retries on its own and no button distracts the player yet. */
export const RetryingQuietly: Story = {
  args: { status: 'closed', failedAttempts: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Disconnected, reconnecting');
  },
};

/** After 3 failed attempts (`offerAfterAttempts`): Reconnect is offered and retries at once. */
export const ReconnectOffered: Story = {
  args: { status: 'closed', failedAttempts: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Real-time connection lost: still retrying, or press Reconnect',
    );
    await expect(canvas.getByRole('status')).toHaveAttribute(
      'title',
      'Disconnected: 6 attempts failed',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }));
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
  },
};

/** A retry in flight during a long outage: the button stays, its icon turns. */
export const ReconnectingAfterOutage: Story = { args: { status: 'connecting', failedAttempts: 7 } };
