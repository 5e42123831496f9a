import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GAMES } from './games';
import { GameTile } from './GameTile';

const meta = {
  component: GameTile,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  args: { onOpen: fn(), playing: 7, game: GAMES[0]! },
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('playing-slots')).toHaveTextContent('7 playing');
  },
};
/** Nobody in the wave has had this game open in the last few minutes. */
export const BeTheFirst: Story = {
  args: { game: GAMES[2]!, playing: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('playing-poker')).toHaveTextContent(
      'Be the first',
    );
  },
};
export const Blackjack: Story = { args: { game: GAMES[1]!, playing: 3 } };
export const Poker: Story = { args: { game: GAMES[2]!, playing: 11 } };
export const Roulette: Story = { args: { game: GAMES[3]!, playing: 15 } };
export const Opening: Story = { args: { disabled: true } };
/** A hand left in play: the tile offers to resume it. */
export const ResumeHand: Story = { args: { game: GAMES[1]!, playing: 3, resumable: true } };
export const ResumeBonus: Story = { args: { resumable: true } };
