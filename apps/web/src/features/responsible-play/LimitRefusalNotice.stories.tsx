import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LimitRefusalNotice } from './LimitRefusalNotice';

const meta = {
  component: LimitRefusalNotice,
  parameters: { layout: 'padded' },
  args: {
    refusal: {
      error:
        "Daily loss limit reached: this bet would take today's losses past your 1,000-coin limit. It resets at 2030-01-02T00:00:00.000Z.",
      limit: 'daily_loss',
      resetsAt: '2030-01-02T00:00:00.000Z',
    },
    onDismiss: fn(),
    time: { timeZone: 'Europe/Paris' },
  },
} satisfies Meta<typeof LimitRefusalNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's words, then the reset in the player's own time (here Paris, an hour ahead of UTC). */
export const DailyLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('alert');
    await expect(notice).toHaveTextContent('Daily loss limit reached');
    await expect(notice).toHaveTextContent('You can bet again from Wed 2 Jan, 01:00 (your time).');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
