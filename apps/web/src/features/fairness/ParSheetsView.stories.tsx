import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import sheets from 'virtual:par-sheets';
import { ParSheetsView } from './ParSheetsView';

// The real par sheets, generated from the engines when Storybook or the tests start.
const meta = {
  component: ParSheetsView,
  parameters: { layout: 'padded' },
  args: { sheets },
} satisfies Meta<typeof ParSheetsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four games: RTP, hit frequency, volatility and paytable; blackjack and poker marked simulated. */
export const AllGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slots = within(canvas.getByTestId('par-sheet-slots'));
    await expect(slots.getByText(`${(sheets.slots.rtp * 100).toFixed(2)}%`)).toBeVisible();
    await expect(slots.getByRole('table')).toHaveTextContent('7525100');
    await expect(slots.getByText('exact')).toBeVisible();
    const roulette = within(canvas.getByTestId('par-sheet-roulette'));
    await expect(roulette.getAllByRole('row')).toHaveLength(14);
    await expect(roulette.getByText('Single number')).toBeVisible();
    for (const id of ['blackjack', 'poker'])
      await expect(
        within(canvas.getByTestId(`par-sheet-${id}`)).getByText('simulated'),
      ).toBeVisible();
    await expect(canvas.getByText(/Blackjack! Player Wins/)).toBeVisible();
  },
};
