import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SectionTabs } from './SectionTabs';

const meta = {
  component: SectionTabs,
  parameters: { layout: 'fullscreen' },
  args: { current: 'games', onSelect: fn() },
} satisfies Meta<typeof SectionTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnGames: Story = {};
export const OnLeaderboard: Story = { args: { current: 'leaderboard' } };

/** The tab bar reaches the same four places as the header. */
export const ReachesEveryPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sections' });
    for (const name of ['Games', 'Waves', 'Community', 'Leaderboard'])
      await userEvent.click(within(nav).getByRole('button', { name }));
    await expect(args.onSelect).toHaveBeenCalledTimes(4);
    await expect(args.onSelect).toHaveBeenLastCalledWith('leaderboard');
  },
};
