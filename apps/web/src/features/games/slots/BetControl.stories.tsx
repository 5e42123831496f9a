import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BetControl } from './BetControl';

const meta = {
  component: BetControl,
  parameters: { layout: 'centered' },
  args: {
    bet: 50,
    onDecrease: fn(),
    onIncrease: fn(),
    canDecrease: true,
    canIncrease: true,
  },
} satisfies Meta<typeof BetControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Raise bet by 10' }));
    await expect(args.onIncrease).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Lower bet by 10' }));
    await expect(args.onDecrease).toHaveBeenCalledTimes(1);
  },
};
/** The lowest bet: only + is offered. */
export const AtMinimum: Story = {
  args: { bet: 10, canDecrease: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lower bet by 10' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Raise bet by 10' })).toBeEnabled();
  },
};
/** While the reels spin neither button works. */
export const Spinning: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button'))
      await expect(button).toBeDisabled();
  },
};
