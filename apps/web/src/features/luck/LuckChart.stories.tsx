import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { walk } from './luck-fixtures';
import { LuckChart } from './LuckChart';

const meta = {
  component: LuckChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl">
        <Story />
      </div>
    ),
  ],
  args: { chart: { rounds: 20, points: walk(20) }, totalRounds: 20 },
} satisfies Meta<typeof LuckChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty rounds: the net against the dashed expectation and its bands, named for screen readers. */
export const TwentyRounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: /Net result against expectation/ });
    await expect(img).toHaveAccessibleName(/Over your 20 rounds, your net result is/);
    await userEvent.click(canvas.getByText("The chart's figures as a table"));
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(rows.at(-1)).toHaveTextContent(/^20/);
  },
};
/** A long history: the chart covers the latest 1,000 rounds and says so. */
export const LatestOfMany: Story = {
  args: { chart: { rounds: 1000, points: walk(200, 3) }, totalRounds: 100_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('luck-chart-summary')).toHaveTextContent(
      /latest 1,000 rounds \(of 100,000\)/,
    );
  },
};
export const NoRounds: Story = {
  args: { chart: { rounds: 0, points: [] }, totalRounds: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('luck-chart-summary')).toHaveTextContent(
      'No rounds to chart yet.',
    );
  },
};
