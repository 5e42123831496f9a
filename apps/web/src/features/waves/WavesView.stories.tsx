import type { PastWave } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WavesView } from './WavesView';

const now = Date.parse('2026-03-03T12:00:00Z');
const hour = 3_600_000;

function ended(number: number, champion: string | null, score = 0): PastWave {
  const start = now - (13 - number) * 4 * hour - 2 * hour;
  return {
    id: `w${number}`,
    number,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 4 * hour).toISOString(),
    players: number * 3 - 2,
    champion: champion
      ? { user: { id: champion, username: champion, avatarUrl: null }, score }
      : null,
  };
}

const past = [
  ended(12, 'nalu', 4_250),
  ended(11, 'kai', 980),
  ended(10, null),
  ended(9, 'leilani', 15_400),
  ended(1, null),
];

const meta = {
  component: WavesView,
  parameters: { layout: 'padded' },
  args: {
    current: {
      wave: {
        number: 13,
        startTime: new Date(now - 75 * 60_000).toISOString(),
        endTime: new Date(now - 75 * 60_000 + 4 * hour).toISOString(),
      },
      surfers: 14,
      activeGames: 5,
      messages: 86,
    },
    now,
    past,
    pastStatus: 'success',
    hasMore: true,
    loadingMore: false,
    currentUserId: 'kai',
    onLoadMore: fn(),
    onRetry: fn(),
    onBack: fn(),
    dateOptions: { locale: 'en-GB', timeZone: 'UTC' },
  },
} satisfies Meta<typeof WavesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current wave, champions (the player's own marked), a wave without one, and Load more. */
export const WithChampions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wave #13' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Past waves' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByText('kai (you)')).toBeVisible();
    await expect(within(list).getAllByText('No champion: nobody finished ahead')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const AllLoaded: Story = { args: { hasMore: false } };
export const LoadMoreFailed: Story = { args: { loadMoreFailed: true } };
export const NoneEndedYet: Story = { args: { past: [], hasMore: false } };
export const Loading: Story = {
  args: {
    past: [],
    pastStatus: 'pending',
    hasMore: false,
    current: { wave: null, surfers: 0, activeGames: 0, messages: 0 },
  },
};
export const Failed: Story = {
  args: { past: [], pastStatus: 'error', hasMore: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Pages of two: each 'Load more' hands focus to the first wave it added, even the last page's. */
export const LoadMoreMovesFocus: Story = {
  render: function Paged(args) {
    const [shown, setShown] = useState(2);
    return (
      <WavesView
        {...args}
        past={past.slice(0, shown)}
        hasMore={shown < past.length}
        onLoadMore={() => setShown((n) => n + 2)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    const items = () =>
      within(canvas.getByRole('list', { name: 'Past waves' })).getAllByRole('listitem');
    await expect(items()[2]).toHaveFocus();
    await expect(items()[2]).toHaveTextContent('Wave #10');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(items()[4]).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(canvas.getByText('That is every wave so far.')).toBeVisible();
  },
};
