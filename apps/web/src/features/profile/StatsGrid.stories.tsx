import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsGrid } from './StatsGrid';

const meta = { component: StatsGrid, parameters: { layout: 'padded' } } satisfies Meta<
  typeof StatsGrid
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPlayer: Story = {
  args: {
    user: {
      coins: 5000,
      gamesPlayed: 0,
      winRate: 0,
      totalWinnings: 0,
      currentStreak: 0,
      wavesSurfed: 1,
      friendsMade: 0,
    },
  },
};
export const Regular: Story = {
  args: {
    user: {
      coins: 18_450,
      gamesPlayed: 212,
      winRate: 47,
      totalWinnings: 96_300,
      currentStreak: 4,
      wavesSurfed: 31,
      friendsMade: 9,
    },
  },
};

/** More staked than won back: Total Winnings is negative, signed and coral, and says it is net. */
export const NetLoss: Story = {
  args: {
    user: {
      coins: 3_750,
      gamesPlayed: 18,
      winRate: 33,
      totalWinnings: -1_250,
      currentStreak: 0,
      wavesSurfed: 2,
      friendsMade: 1,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByTestId('total-winnings');
    await expect(value).toHaveTextContent('-1,250');
    await expect(value).toHaveClass('text-coral');
    await expect(canvas.getByText('net of stakes')).toBeVisible();
  },
};
