import type { Meta, StoryObj } from '@storybook/react-vite';
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
