import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayingCard } from './PlayingCard';

const meta = {
  component: PlayingCard,
  parameters: { layout: 'centered' },
  args: { card: { suit: 'hearts', rank: 'Q', value: 10 } },
} satisfies Meta<typeof PlayingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QueenOfHearts: Story = {};
export const AceOfSpades: Story = { args: { card: { suit: 'spades', rank: 'A', value: 11 } } };
export const TenOfClubsSmall: Story = {
  args: { card: { suit: 'clubs', rank: '10', value: 10 }, size: 'sm' },
};
export const Diamond: Story = { args: { card: { suit: 'diamonds', rank: '7', value: 7 } } };
export const FaceDown: Story = { args: { card: null } };
export const Highlighted: Story = { args: { highlight: true } };
