import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderNav } from './HeaderNav';

const meta = {
  component: HeaderNav,
  parameters: { layout: 'padded' },
  args: { current: 'games', onSelect: fn() },
} satisfies Meta<typeof HeaderNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown from 1280 px (hidden in a narrower story canvas). */
export const OnGames: Story = {};

/** Each button leads to its place. */
export const SelectsAPlace: Story = {
  args: { current: 'waves' },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main', hidden: true });
    const waves = within(nav).getByRole('button', { name: 'Waves', hidden: true });
    await expect(waves).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Leaderboard', hidden: true }));
    await expect(args.onSelect).toHaveBeenCalledWith('leaderboard');
  },
};
