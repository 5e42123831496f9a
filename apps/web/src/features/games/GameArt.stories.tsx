import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameArt } from './GameArt';

const meta = {
  component: GameArt,
  parameters: { layout: 'centered' },
  args: { className: 'h-24 w-24' },
} satisfies Meta<typeof GameArt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = { args: { kind: 'slots' } };
export const Blackjack: Story = { args: { kind: 'blackjack' } };
export const Poker: Story = { args: { kind: 'poker' } };
export const Roulette: Story = { args: { kind: 'roulette' } };
