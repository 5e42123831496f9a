import type { LeaderboardEntry } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FullRankings } from './FullRankings';

const names = [
  'nalu',
  'kai',
  'makoa',
  'leilani',
  'keoni',
  'moana',
  'ikaika',
  'pua',
  'kalani',
  'noe',
  'a_very_long_name_20',
];
/** A 1x1 teal pixel standing in for an uploaded avatar. */
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mNQ3noSAAKgAaKKq3GKAAAAAElFTkSuQmCC';
const entries: LeaderboardEntry[] = names.map((username, i) => ({
  id: `e${i}`,
  rank: i + 1,
  score: 5200 - i * 900,
  user: { id: username, username, avatarUrl: i % 3 === 0 ? pixel : null },
}));

const meta = {
  component: FullRankings,
  parameters: { layout: 'padded' },
  args: {
    waveNumber: 13,
    entries,
    currentUserId: 'ikaika',
    status: 'success',
    refreshing: false,
    onRefresh: fn(),
    onBack: fn(),
    onSelectUser: fn(),
  },
} satisfies Meta<typeof FullRankings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every member ranked, the player's own row (7th, in the red) marked and highlighted. */
export const Everyone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'All wave rankings' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(names.length);
    await expect(canvas.getByText('You are #7 of 11.')).toBeVisible();
    const mine = list.querySelector('[aria-current="true"]');
    await expect(mine).toHaveTextContent('ikaika (you)');
    await expect(mine).toHaveTextContent('-200');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to games' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
export const NotOnTheBoard: Story = { args: { currentUserId: 'newcomer' } };
export const Refreshing: Story = { args: { refreshing: true } };
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { entries: [], status: 'pending', waveNumber: null } };
export const Failed: Story = { args: { entries: [], status: 'error' } };
