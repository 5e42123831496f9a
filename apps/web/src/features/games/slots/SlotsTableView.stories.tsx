import type { BonusView } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SEVENS_ON_LINE_1 } from './story-grids';
import { spinningGrid, winningCells } from './slots-timing';
import { SlotsTableView } from './SlotsTableView';

const idleGrid = spinningGrid([0, 8, 16, 24, 4], 0);
const winGrid = SEVENS_ON_LINE_1;
const bonus: BonusView = {
  phase: 'popping',
  bet: 50,
  balloons: Array.from({ length: 12 }, (_, id) =>
    id === 1
      ? { id, popped: true as const, isWrong: false, prize: 145 }
      : id === 5
        ? { id, popped: true as const, isWrong: true, prize: 0 }
        : id === 8
          ? { id, popped: true as const, isWrong: false, prize: 60 }
          : { id, popped: false as const },
  ),
  wrongPops: 1,
  wrongLeft: 3,
  totalWin: 205,
};

const meta = {
  component: SlotsTableView,
  args: {
    grid: idleGrid,
    spinning: false,
    bet: 50,
    canDecrease: true,
    canIncrease: true,
    onDecrease: fn(),
    onIncrease: fn(),
    canSpin: true,
    onSpin: fn(),
    locked: false,
    onPop: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlotsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Raise bet by 10' }));
    await expect(args.onIncrease).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(args.onSpin).toHaveBeenCalled();
  },
};
export const Spinning: Story = {
  args: { spinning: true, canSpin: false, locked: true, grid: spinningGrid([3, 9, 1, 20, 11], 7) },
};
export const WinLine: Story = {
  args: {
    grid: winGrid,
    winCells: winningCells([{ lineId: 1, count: 4 }]),
    lineWins: [{ lineId: 1, symbol: 'seven', count: 4, multiplier: 25, win: 1250 }],
  },
};
export const Jackpot: Story = { args: { ...WinLine.args, jackpot: 1250 } };
export const BalanceBelowBet: Story = { args: { bet: 50, canSpin: false, canIncrease: false } };
export const BonusMidRound: Story = { args: { bonus, locked: true, canSpin: false } };
export const BonusOver: Story = {
  args: {
    bonus: { ...bonus, phase: 'finished', wrongLeft: 0, wrongPops: 4 },
    locked: true,
    canSpin: false,
    popDisabled: true,
  },
};
