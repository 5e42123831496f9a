import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TableBar } from './TableBar';

const meta = {
  component: TableBar,
  args: { muted: false, onToggleMute: fn(), children: 'Place your bet' },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SoundOn: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sound on' }));
    await expect(args.onToggleMute).toHaveBeenCalled();
  },
};
export const Muted: Story = { args: { muted: true } };
