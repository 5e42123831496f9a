import type { Bet } from '@coinwave/roulette-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouletteBoard } from './RouletteBoard';

const stacked: Bet[] = [
  { type: 'straight', numbers: [17], amount: 375 },
  { type: 'split', numbers: [0, 2], amount: 50 },
  { type: 'corner', numbers: [8, 9, 11, 12], amount: 100 },
  { type: 'street', numbers: [31, 32, 33], amount: 25 },
  { type: 'sixLine', numbers: [19, 20, 21, 22, 23, 24], amount: 50 },
  { type: 'dozen', index: 2, amount: 250 },
  { type: 'column', index: 3, amount: 75 },
  { type: 'red', amount: 500 },
  { type: 'high', amount: 1250 },
];

const meta = {
  component: RouletteBoard,
  args: { bets: [], onPlace: fn(), disabled: false, landscape: true },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RouletteBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '17' }));
    await expect(args.onPlace).toHaveBeenCalledWith({ type: 'straight', numbers: [17] });
    await userEvent.click(canvas.getByRole('button', { name: 'Split 17 and 20' }));
    await expect(args.onPlace).toHaveBeenLastCalledWith({ type: 'split', numbers: [17, 20] });
  },
};
export const StackedChips: Story = { args: { bets: stacked } };
export const Portrait: Story = {
  args: { landscape: false, bets: stacked },
  decorators: [
    (Story) => (
      <div className="w-[340px]">
        <Story />
      </div>
    ),
  ],
};
export const WinningNumber: Story = { args: { winning: 17, disabled: true } };
