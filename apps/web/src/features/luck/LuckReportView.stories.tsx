import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPORT } from './luck-fixtures';
import { LuckReportView } from './LuckReportView';

const meta = {
  component: LuckReportView,
  parameters: { layout: 'padded' },
  args: { report: REPORT },
} satisfies Meta<typeof LuckReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Totals and per-game figures, the sentence, and blackjack and poker marked simulated. */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('luck-verdict')).toHaveTextContent(
      '0.1 standard deviations below expectation — ordinary luck.',
    );
    await expect(canvas.getByTestId('luck-total-rounds')).toHaveTextContent('20');
    await expect(canvas.getByTestId('luck-total-expected')).toHaveTextContent('96.22%');
    await expect(canvas.getByTestId('luck-total-deviations')).toHaveTextContent('−0.13σ');
    const roulette = within(canvas.getByTestId('luck-game-roulette'));
    await expect(roulette.getByText(/unusually bad luck/)).toBeVisible();
    await expect(roulette.getByTestId('luck-roulette-actual')).toHaveTextContent('25.00%');
    await expect(
      within(canvas.getByTestId('luck-game-poker')).getByText('simulated'),
    ).toBeVisible();
  },
};
export const FirstVisit: Story = {
  args: {
    report: {
      ...REPORT,
      games: REPORT.games.map((g) => ({
        ...g,
        figures: { ...REPORT.games[1]!.figures, basis: g.figures.basis },
      })),
      total: { ...REPORT.games[1]!.figures, basis: 'mixed' },
      chart: { rounds: 0, points: [] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('luck-verdict')).toHaveTextContent(
      'No rounds yet',
    );
  },
};
export const StillCounting: Story = {
  args: { report: { ...REPORT, pending: 340 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '340 older rounds are still being counted',
    );
  },
};
