import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SeedPanel } from './SeedPanel';

const meta = {
  component: SeedPanel,
  args: {
    serverSeedHash: '9f2c6a0d4b7e1f3a5c8d2e6b0a4f7c1d3e5b8a2c6d0f4e7a1b3c5d8e2f6a0b4c',
    clientSeed: 'lucky-otter-42',
    nonce: 12,
    openRounds: [],
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
const openHand = {
  id: 'r1',
  game: 'blackjack' as const,
  gameId: 'g1',
  waveId: 'w1',
  updatedAt: '2026-01-01T12:00:00.000Z',
  settlesAt: '2026-01-01T12:10:00.000Z',
  idle: false,
};
/** A hand in play blocks rotation; the panel links back to it. */
export const OpenRoundBlocksRotation: Story = {
  args: { openRounds: [openHand] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Rotate server seed' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Resume your blackjack hand' })).toHaveAttribute(
      'href',
      '/?play=blackjack',
    );
  },
};
/** Only an idle round: rotating settles it by rule first, so rotation is allowed. */
export const IdleRoundSettlesOnRotate: Story = {
  args: { openRounds: [{ ...openHand, game: 'slots', idle: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Rotate server seed' })).toBeEnabled();
    await expect(canvas.getByText(/rotating settles it by rule first/)).toBeInTheDocument();
  },
};
export const JustRotated: Story = {
  args: {
    revealed: { serverSeed: 'c0ffee1234567890deadbeef', serverSeedHash: '9f2c…', rounds: 12 },
    nonce: 0,
  },
};
