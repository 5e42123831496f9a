import type { BlackjackView } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlackjackTableView } from './BlackjackTableView';

type C = BlackjackView['dealer']['cards'][number];
const c = (rank: C['rank'], suit: C['suit'], value: number): C => ({ rank, suit, value });
const hand = (
  cards: C[],
  total: number,
  over: Partial<BlackjackView['hands'][number]> = {},
): BlackjackView['hands'][number] => ({
  cards,
  total,
  soft: false,
  stake: 100,
  doubled: false,
  fromSplit: false,
  done: false,
  bust: total > 21,
  blackjack: false,
  active: true,
  result: null,
  payout: null,
  ...over,
});
const base: BlackjackView = {
  phase: 'playing',
  bet: 100,
  hands: [hand([c('10', 'hearts', 10), c('6', 'clubs', 6)], 16)],
  activeHand: 0,
  dealer: { cards: [c('9', 'spades', 9)], hiddenCards: 1, total: 9, soft: false, blackjack: false },
  actions: ['hit', 'stand', 'double'],
  totalStake: 100,
  result: null,
  payout: null,
  net: null,
};

const meta = {
  component: BlackjackTableView,
  args: {
    view: base,
    bet: 100,
    balance: 5000,
    onBet: fn(),
    onDeal: fn(),
    onAction: fn(),
    onNewGame: fn(),
    busy: false,
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlackjackTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Betting: Story = {
  args: { view: null, balance: 200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '250' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '50' }));
    await expect(args.onBet).toHaveBeenCalledWith(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Deal' }));
    await expect(args.onDeal).toHaveBeenCalled();
  },
};
export const DealerHidden: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Face-down card' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Split' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Hit' }));
    await expect(args.onAction).toHaveBeenCalledWith('hit');
  },
};
export const DealerDrawing: Story = {
  args: {
    busy: true,
    view: {
      ...base,
      phase: 'dealer',
      actions: [],
      hands: [hand(base.hands[0]!.cards, 16, { active: false, done: true })],
      dealer: {
        cards: [c('9', 'spades', 9), c('5', 'diamonds', 5)],
        hiddenCards: 0,
        total: 14,
        soft: false,
        blackjack: false,
      },
    },
  },
};
export const DealerBust: Story = {
  args: {
    view: {
      ...base,
      phase: 'finished',
      actions: [],
      activeHand: null,
      hands: [
        hand([c('10', 'hearts', 10), c('8', 'clubs', 8)], 18, {
          active: false,
          done: true,
          result: 'Dealer Bust - Player Wins',
          payout: 200,
        }),
      ],
      dealer: {
        cards: [c('9', 'spades', 9), c('5', 'diamonds', 5), c('K', 'clubs', 10)],
        hiddenCards: 0,
        total: 24,
        soft: false,
        blackjack: false,
      },
      result: 'Dealer Bust - Player Wins',
      payout: 200,
      net: 100,
    },
  },
};
export const Natural: Story = {
  args: {
    view: {
      ...base,
      phase: 'finished',
      actions: [],
      activeHand: null,
      hands: [
        hand([c('A', 'spades', 11), c('K', 'hearts', 10)], 21, {
          soft: true,
          blackjack: true,
          active: false,
          done: true,
          result: 'Blackjack! Player Wins',
          payout: 250,
        }),
      ],
      dealer: {
        cards: [c('9', 'spades', 9), c('7', 'diamonds', 7)],
        hiddenCards: 0,
        total: 16,
        soft: false,
        blackjack: false,
      },
      result: 'Blackjack! Player Wins',
      payout: 250,
      net: 150,
    },
  },
};
export const Split: Story = {
  args: {
    view: {
      ...base,
      totalStake: 200,
      activeHand: 1,
      actions: ['hit', 'stand'],
      hands: [
        hand([c('8', 'hearts', 8), c('3', 'clubs', 3), c('Q', 'spades', 10)], 21, {
          fromSplit: true,
          done: true,
          active: false,
        }),
        hand([c('8', 'spades', 8), c('7', 'diamonds', 7)], 15, { fromSplit: true }),
      ],
    },
  },
};
export const PlayerBust: Story = {
  args: {
    view: {
      ...base,
      phase: 'finished',
      actions: [],
      hands: [
        hand([c('10', 'hearts', 10), c('6', 'clubs', 6), c('9', 'clubs', 9)], 25, {
          active: false,
          done: true,
          result: 'Player Bust - Dealer Wins',
          payout: 0,
        }),
      ],
      dealer: {
        cards: [c('9', 'spades', 9), c('8', 'diamonds', 8)],
        hiddenCards: 0,
        total: 17,
        soft: false,
        blackjack: false,
      },
      result: 'Player Bust - Dealer Wins',
      payout: 0,
      net: -100,
    },
  },
};
