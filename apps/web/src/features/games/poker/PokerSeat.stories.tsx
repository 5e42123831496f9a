import type { PokerPlayerView } from '@coinwave/poker-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PokerSeat } from './PokerSeat';

const player: PokerPlayerView = {
  id: 'player',
  name: 'You',
  chips: 4950,
  hand: [
    { rank: 'A', suit: 'spades', value: 11 },
    { rank: 'K', suit: 'spades', value: 10 },
  ],
  isAI: false,
  isActive: true,
  currentBet: 50,
  lastAction: 'Call',
  isButton: true,
};
const house: PokerPlayerView = {
  ...player,
  id: 'house',
  name: 'House',
  chips: 9900,
  hand: [],
  isAI: true,
  currentBet: 100,
  lastAction: 'Raise',
  isButton: false,
};

const meta = {
  component: PokerSeat,
  parameters: { layout: 'centered' },
  args: { player },
} satisfies Meta<typeof PokerSeat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = { args: { handName: 'Ace High' } };
/** The house's cards stay face down until the showdown. */
export const HouseHidden: Story = {
  args: { player: house },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('img', { name: 'Face-down card' }),
    ).toHaveLength(2);
  },
};
export const HouseThinking: Story = { args: { player: house, thinking: true } };
export const Folded: Story = {
  args: { player: { ...player, isActive: false, lastAction: 'Fold', currentBet: 0 } },
};
export const Winner: Story = { args: { handName: 'Flush', winner: true } };
