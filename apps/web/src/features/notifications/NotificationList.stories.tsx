import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationList } from './NotificationList';

const now = Date.parse('2026-01-01T12:00:00Z');
const meta = {
  component: NotificationList,
  parameters: { layout: 'padded' },
  args: { now, notifications: [] },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Some: Story = {
  args: {
    notifications: [
      {
        id: '1',
        kind: 'achievement',
        title: 'Achievement unlocked: Natural 21!',
        body: 'Blackjack off the deal.',
        createdAt: new Date(now - 20_000).toISOString(),
      },
      {
        id: '2',
        kind: 'wave',
        title: 'Wave #8 has started',
        body: 'Fresh leaderboard, fresh chances.',
        createdAt: new Date(now - 42 * 60_000).toISOString(),
      },
    ],
  },
};
