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
    you: entries[6]!,
    total: names.length,
    offset: 0,
    pageSize: 20,
    onPage: fn(),
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
/** Page 1 of 3 with the player (17th) pinned above it; the pager moves and finds their page. */
export const Paged: Story = {
  args: {
    entries: entries.slice(0, 5),
    total: 25,
    pageSize: 5,
    you: { ...entries[6]!, rank: 17 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are #17 of 25.')).toBeVisible();
    const pinned = canvas.getByRole('list', { name: 'Your position' });
    await expect(pinned).toHaveTextContent('17');
    await expect(pinned).toHaveTextContent('ikaika (you)');
    await expect(
      within(canvas.getByRole('list', { name: 'All wave rankings' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(canvas.getByText(/Ranks 1–5 of 25/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPage).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to your page' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(15);
  },
};
/** The player's row is on the page shown: marked in place, not pinned twice. */
export const OnThisPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Your position' })).toBeNull();
    await expect(canvasElement.querySelectorAll('li[aria-current="true"]')).toHaveLength(1);
  },
};
export const NotOnTheBoard: Story = {
  args: { currentUserId: 'newcomer', you: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are not on this board yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your position' })).toBeNull();
  },
};
export const Refreshing: Story = { args: { refreshing: true } };
export const Empty: Story = { args: { entries: [], you: null, total: 0 } };
export const Loading: Story = {
  args: { entries: [], you: null, total: 0, status: 'pending', waveNumber: null },
};
export const Failed: Story = { args: { entries: [], you: null, total: 0, status: 'error' } };
