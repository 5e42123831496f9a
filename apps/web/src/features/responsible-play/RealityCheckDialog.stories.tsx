import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog';

const meta = {
  component: RealityCheckDialog,
  args: {
    open: true,
    playedMs: 60 * 60_000 + 30_000,
    rounds: 42,
    net: -1250,
    onKeepPlaying: fn(),
    onTakeBreak: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An hour in, down 1,250 coins: the time, the result, and the two choices. */
export const Down: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toHaveTextContent('You have been playing for 1 hour.');
    await expect(within(dialog).getByTestId('reality-check-net')).toHaveTextContent('−1,250 coins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take a break' }));
    await expect(args.onTakeBreak).toHaveBeenCalledOnce();
    await expect(args.onKeepPlaying).not.toHaveBeenCalled();
  },
};

/** Ahead after 15 minutes; closing the dialog counts as "Keep playing". */
export const Ahead: Story = {
  args: { playedMs: 15 * 60_000, rounds: 9, net: 400 },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByTestId('reality-check-net')).toHaveTextContent('+400 coins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onKeepPlaying).toHaveBeenCalledOnce();
  },
};
