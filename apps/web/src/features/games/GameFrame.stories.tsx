import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameArt } from './GameArt';
import { GameFrame } from './GameFrame';
import { BlackjackTableView } from './blackjack/BlackjackTableView';

const meta = {
  component: GameFrame,
  parameters: { layout: 'padded' },
  args: {
    name: 'Blackjack',
    art: <GameArt kind="blackjack" className="h-8 w-8" />,
    gameId: 'g_01HXYZ',
    onLeave: fn(),
    children: (
      <BlackjackTableView
        view={null}
        bet={100}
        balance={5000}
        onBet={fn()}
        onDeal={fn()}
        onAction={fn()}
        onNewGame={fn()}
        busy={false}
      />
    ),
  },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BlackjackBetting: Story = {};
