import type { RoundRecord } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RoundHistory } from './RoundHistory';

const base: RoundRecord = {
  id: 'r1',
  gameId: 'g1',
  waveId: 'w1',
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

export const Rounds: Story = {};
export const Verified: Story = {
  args: { verifications: { r1: { status: 'ok', replayed: 'Pocket 17, 2 bets' } } },
};
export const Mismatch: Story = {
  args: {
    verifications: {
      r1: { status: 'failed', problems: ['The replayed outcome differs from the recorded one'] },
    },
  },
};
export const Empty: Story = { args: { rounds: [], hasMore: false } };
