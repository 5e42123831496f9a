import type { MediaItem } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
    url: '',
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
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], loading: true } };
