import type { LeaderboardEntry } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LeaderboardList } from './LeaderboardList';

/** A 1x1 teal pixel standing in for an uploaded avatar. */
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mNQ3noSAAKgAaKKq3GKAAAAAElFTkSuQmCC';
const names = ['nalu', 'kai', 'makoa', 'leilani', 'keoni', 'moana', 'ikaika'];
const entries: LeaderboardEntry[] = names.map((username, i) => ({
  id: `e${i}`,
  rank: i + 1,
  score: 4200 - i * 900,
  user: { id: username, username, avatarUrl: i === 1 ? pixel : null },
}));

const meta = {
  component: LeaderboardList,
  parameters: { layout: 'padded' },
  args: {
    currentUserId: 'kai',
    onSelectUser: fn(),
    label: 'Wave leaders',
    entries: entries.slice(0, 5),
  },
} satisfies Meta<typeof LeaderboardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopFive: Story = {};
export const WithLosses: Story = { args: { entries } };
export const Empty: Story = { args: { entries: [] } };
