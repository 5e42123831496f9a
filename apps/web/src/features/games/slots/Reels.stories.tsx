import type { Meta, StoryObj } from '@storybook/react-vite';
import { Reels } from './Reels';
import { SEVENS_ON_LINE_1 } from './story-grids';
import { spinningGrid, winningCells } from './slots-timing';

const sevens = SEVENS_ON_LINE_1;

const meta = {
  component: Reels,
  parameters: { layout: 'centered' },
  args: { grid: spinningGrid([0, 8, 16, 24, 4], 0), spinning: false },
  decorators: [
    (Story) => (
      <div className="w-[min(32rem,95vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Reels>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Spinning: Story = { args: { spinning: true } };
/** Four sevens on the middle line (line 1): its cells glow. */
export const WinningLine: Story = {
  args: { grid: sevens, winCells: winningCells([{ lineId: 1, count: 4 }]) },
};
