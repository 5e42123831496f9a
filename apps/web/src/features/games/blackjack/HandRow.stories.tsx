import type { Card } from '@coinwave/game-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HandRow } from './HandRow';

const c = (rank: Card['rank'], suit: Card['suit'], value: number): Card => ({ rank, suit, value });

const meta = {
  component: HandRow,
  parameters: { layout: 'centered' },
  args: {
    label: 'Your hand',
    cards: [c('10', 'hearts', 10), c('6', 'clubs', 6)],
    total: 16,
    active: true,
  },
} satisfies Meta<typeof HandRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
/** The dealer before the reveal: one card up, one face down. */
export const DealerHidden: Story = {
  args: { label: 'Dealer', cards: [c('9', 'spades', 9)], hiddenCards: 1, total: 9, active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Face-down card' })).toBeVisible();
  },
};
export const SoftTotal: Story = {
  args: { cards: [c('A', 'diamonds', 11), c('6', 'spades', 6)], total: 17, soft: true },
};
export const Bust: Story = {
  args: {
    cards: [c('10', 'hearts', 10), c('6', 'clubs', 6), c('K', 'spades', 10)],
    total: 26,
    active: false,
    badge: 'Bust',
    badgeTone: 'loss',
  },
};
export const Blackjack: Story = {
  args: {
    cards: [c('A', 'spades', 11), c('K', 'hearts', 10)],
    total: 21,
    active: false,
    badge: 'Blackjack',
    badgeTone: 'win',
    detail: 'Pays 3:2',
  },
};
