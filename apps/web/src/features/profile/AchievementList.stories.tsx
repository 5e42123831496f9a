import type { Meta, StoryObj } from '@storybook/react-vite';
import { AchievementList } from './AchievementList';

const meta = { component: AchievementList, parameters: { layout: 'padded' } } satisfies Meta<
  typeof AchievementList
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholders: Story = { args: { achievements: [] } };
export const Earned: Story = {
  args: {
    achievements: [
      {
        id: '1',
        type: 'big_win',
        icon: '💰',
        title: 'Jackpot Winner!',
        description: 'A slots win of 5x the bet or more.',
      },
      {
        id: '2',
        type: 'streak',
        icon: '🔥',
        title: '3-Game Streak!',
        description: 'Three wins in a row.',
      },
      {
        id: '3',
        type: 'blackjack',
        icon: '🃏',
        title: 'Natural 21!',
        description: 'Blackjack off the deal.',
      },
      {
        id: '4',
        type: 'games_played',
        icon: '🎮',
        title: 'Gaming Veteran',
        description: 'Not shown: only the first 3 are.',
      },
    ],
  },
};
