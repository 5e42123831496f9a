import type { RoundRecord } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoundHistory } from './RoundHistory';

const base: RoundRecord = {
  id: 'r1',
  gameId: 'g1',
  waveId: 'w1',
  waveNumber: 12,
  game: 'roulette',
  status: 'finished',
  stake: 125,
  payout: 900,
  net: 775,
  outcome: 'win',
  nonce: 3,
  clientSeed: 'lucky-otter-42',
  serverSeedHash: '9f2c6a0d4b7e1f3a5c8d2e6b0a4f7c1d3e5b8a2c6d0f4e7a1b3c5d8e2f6a0b4c',
  serverSeed: 'c0ffee1234567890deadbeef',
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:01.000Z',
  settledBy: 'player',
  detail: {
    game: 'roulette',
    bets: [
      { type: 'straight', numbers: [17], amount: 25 },
      { type: 'red', amount: 100 },
    ],
    pocket: 17,
  },
};
const slots: RoundRecord = {
  ...base,
  id: 'r2',
  nonce: 2,
  game: 'slots',
  stake: 50,
  payout: 0,
  net: -50,
  outcome: 'loss',
  detail: { game: 'slots', bet: 50, stops: [3, 17, 9, 22, 30], lineWin: 0, bonus: null },
};
const hidden: RoundRecord = { ...base, id: 'r3', nonce: 4, serverSeed: null };
/** A bonus left alone and popped out by rule (DESIGN decision 15). */
const settledByRule: RoundRecord = {
  ...slots,
  id: 'r4',
  nonce: 1,
  payout: 345,
  net: 295,
  outcome: 'win',
  settledBy: 'rule',
  detail: {
    game: 'slots',
    bet: 50,
    stops: [1, 1, 1, 5, 8],
    lineWin: 0,
    bonus: { pops: [4, 0, 1, 2, 3, 5, 6], totalWin: 345 },
  },
};

const meta = {
  component: RoundHistory,
  args: {
    rounds: [hidden, base, slots, settledByRule],
    verifications: {},
    onVerify: fn(),
    hasMore: true,
    onLoadMore: fn(),
    loading: false,
    filter: { game: 'all', waveId: 'all' },
    waves: [
      { id: 'w2', number: 13, current: true },
      { id: 'w1', number: 12 },
    ],
    onFilterChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoundHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Compact rows; opening one shows its seeds and Verify; the filters report their choice. */
export const Rounds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('round')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Verify round 3' })).toBeNull();
    const row = canvas.getByRole('button', { name: /^Round ?#3\W*Roulette\W*Wave #12/ });
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('c0ffee1234567890deadbeef')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify round 3' }));
    await expect(args.onVerify).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Game' }), 'slots');
    await expect(args.onFilterChange).toHaveBeenCalledWith({ game: 'slots', waveId: 'all' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Wave' }), 'w2');
    await expect(args.onFilterChange).toHaveBeenCalledWith({ game: 'all', waveId: 'w2' });
  },
};
/** A round whose seed is still secret cannot be verified yet, and says why. */
export const NotYetRevealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Round ?#4\W*Roulette/ }));
    await expect(canvas.getByRole('button', { name: 'Verify round 4' })).toBeDisabled();
    await expect(canvas.getByText(/Rotate your server seed/)).toBeVisible();
  },
};
export const Verified: Story = {
  args: { verifications: { r1: { status: 'ok', replayed: 'Pocket 17, 2 bets' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Round ?#3\W*Roulette/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
  },
};
export const Mismatch: Story = {
  args: {
    verifications: {
      r1: { status: 'failed', problems: ['The replayed outcome differs from the recorded one'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Round ?#3\W*Roulette/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('differs');
  },
};
export const Empty: Story = {
  args: { rounds: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No rounds yet/)).toBeVisible();
  },
};
export const NoMatch: Story = {
  args: { rounds: [], hasMore: false, filter: { game: 'poker', waveId: 'w1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rounds match these filters.')).toBeVisible();
  },
};
