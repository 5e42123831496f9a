import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalloonBonus } from './BalloonBonus';

const meta = {
  component: BalloonBonus,
  args: {
    onPop: fn(),
    disabled: false,
    bonus: {
      phase: 'popping',
      bet: 50,
      balloons: Array.from({ length: 12 }, (_, id) => ({ id, popped: false as const })),
      wrongPops: 0,
      wrongLeft: 4,
      totalWin: 0,
    },
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalloonBonus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pop balloon 3' }));
    await expect(args.onPop).toHaveBeenCalledWith(2);
  },
};
