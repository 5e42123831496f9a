import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameArt } from './GameArt';
import { GameFrame } from './GameFrame';
import PlaceholderTable from './PlaceholderTable';

const session = {
  id: 'g_01HXYZ',
  kind: 'blackjack',
  waveId: 'w1',
  userId: 'u1',
  createdAt: '2026-01-01T12:00:00Z',
} as const;

const meta = {
  component: GameFrame,
  parameters: { layout: 'padded' },
  args: {
    name: 'Blackjack',
    art: <GameArt kind="blackjack" className="h-8 w-8" />,
    sessionId: session.id,
    onLeave: fn(),
    children: <PlaceholderTable session={session} />,
  },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlaceholderBlackjack: Story = {};
