import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SeedPanel } from './SeedPanel';

const meta = {
  component: SeedPanel,
  args: {
    serverSeedHash: '9f2c6a0d4b7e1f3a5c8d2e6b0a4f7c1d3e5b8a2c6d0f4e7a1b3c5d8e2f6a0b4c',
    clientSeed: 'lucky-otter-42',
    nonce: 12,
    openRounds: 0,
    onSaveClientSeed: fn(),
    onRotate: fn(),
    busy: false,
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SeedPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Client seed');
    await userEvent.clear(input);
    await userEvent.type(input, 'new-seed');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveClientSeed).toHaveBeenCalledWith('new-seed');
  },
};
export const OpenRoundBlocksRotation: Story = { args: { openRounds: 1 } };
export const JustRotated: Story = {
  args: {
    revealed: { serverSeed: 'c0ffee1234567890deadbeef', serverSeedHash: '9f2c…', rounds: 12 },
    nonce: 0,
  },
};
