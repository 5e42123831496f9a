import type { MediaItem } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryGrid } from './GalleryGrid';

const pixel =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#11557f"/><circle cx="8" cy="4.5" r="2" fill="#f5c542"/></svg>',
  );
const items: MediaItem[] = [
  {
    id: '1',
    type: 'image',
    url: pixel,
    filename: 'screenshot-1767268800000.png',
    createdAt: '2026-01-01T12:00:00Z',
    uploader: { id: 'a', username: 'nalu', avatarUrl: null },
  },
  {
    id: '2',
    type: 'video',
    url: '/media/recording-1767268900000.webm',
    filename: 'recording-1767268900000.webm',
    createdAt: '2026-01-01T12:01:00Z',
    uploader: { id: 'b', username: 'kai', avatarUrl: null },
  },
  {
    id: '3',
    type: 'image',
    url: pixel,
    filename: 'screenshot-1767269000000.png',
    createdAt: '2026-01-01T12:02:00Z',
    uploader: { id: 'a', username: 'nalu', avatarUrl: null },
  },
];

const meta = { component: GalleryGrid, parameters: { layout: 'padded' } } satisfies Meta<
  typeof GalleryGrid
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = { args: { items } };

/** Another page waits: Load more fetches it; the player's own items (nalu's) have Delete. */
export const OwnItemsAndMore: Story = {
  args: {
    items,
    canDelete: (item) => item.uploader.username === 'nalu',
    onDelete: fn(),
    hasMore: true,
    onLoadMore: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
    await expect(
      canvas.queryByRole('button', { name: 'Delete recording-1767268900000.webm' }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete screenshot-1767268800000.png' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(items[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is on its way: the button waits. */
export const LoadingMore: Story = {
  args: { items, hasMore: true, loadingMore: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading…' })).toBeDisabled();
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], loading: true } };
