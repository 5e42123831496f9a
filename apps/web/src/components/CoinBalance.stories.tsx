import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { CoinBalance } from './CoinBalance';

const meta = { component: CoinBalance, parameters: { layout: 'centered' } } satisfies Meta<
  typeof CoinBalance
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = { args: { coins: 5000 } };
export const Rich: Story = { args: { coins: 1_234_567 } };
export const Animated: Story = {
  args: { coins: 5000 },
  render: function Render(args) {
    const [coins, setCoins] = useState(args.coins);
    return (
      <div className="flex items-center gap-3">
        <CoinBalance coins={coins} />
        <Button size="sm" variant="coin" onClick={() => setCoins((c) => c + 1000)}>
          +1,000
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setCoins((c) => Math.max(0, c - 250))}>
          -250
        </Button>
      </div>
    );
  },
};
