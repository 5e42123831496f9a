import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip, ChipPicker } from './ChipStack';

const meta = {
  component: ChipPicker,
  parameters: { layout: 'centered' },
  args: { chips: [25, 50, 100, 250], chip: 25, onChip: fn(), max: 5000 },
} satisfies Meta<typeof ChipPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Picker: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Chip 100' }));
    await expect(args.onChip).toHaveBeenCalledWith(100);
  },
};
/** With 80 coins left, the 100 and 250 chips cannot be chosen. */
export const ShortBalance: Story = {
  args: { max: 80 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Chip 50' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Chip 100' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Chip 250' })).toBeDisabled();
  },
};
/** Placed stacks, small and full size: the colour follows the amount, thousands as 'k'. */
export const Stacks: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      {[25, 75, 100, 250, 1500].map((amount) => (
        <Chip key={amount} amount={amount} />
      ))}
      {[25, 250, 2000].map((amount) => (
        <Chip key={`s${amount}`} amount={amount} small />
      ))}
    </div>
  ),
};
