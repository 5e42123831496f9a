import type { RouletteReply } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RouletteTableView } from './RouletteTableView';
import { targetRotation } from './wheel-geometry';

const reply: RouletteReply = {
  round: {
    id: 'r',
    gameId: 'g',
    game: 'roulette',
    status: 'finished',
    nonce: 3,
    clientSeed: 'c',
    serverSeedHash: 'h',
  },
  pocket: { number: 17, colour: 'black' },
  results: [
    { bet: { type: 'straight', numbers: [17], amount: 25 }, won: true, winnings: 900 },
    { bet: { type: 'red', amount: 100 }, won: false, winnings: 0 },
  ],
  totalStake: 125,
  winnings: 900,
  net: 775,
  outcome: 'win',
  balance: 5775,
};

const meta = {
  component: RouletteTableView,
  args: {
    bets: [
      { type: 'straight', numbers: [17], amount: 25 },
      { type: 'red', amount: 100 },
    ],
    chip: 25,
    onChip: fn(),
    onPlace: fn(),
    onClear: fn(),
    onSpin: fn(),
    canSpin: true,
    spinning: false,
    rotation: 0,
    balance: 5000,
    result: null,
    landscape: true,
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RouletteTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlacingBets: Story = {};
export const Spinning: Story = {
  args: { spinning: true, canSpin: false, rotation: targetRotation(0, 17) },
};
/** The spin is on its way to the server: the board is locked, the wheel waits for its pocket. */
export const Sending: Story = { args: { sending: true, canSpin: false } };
export const Result: Story = {
  args: { bets: [], canSpin: false, result: reply, rotation: targetRotation(0, 17) },
};
export const Narrow: Story = {
  args: { landscape: false },
  decorators: [
    (Story) => (
      <div className="w-[340px]">
        <Story />
      </div>
    ),
  ],
};
