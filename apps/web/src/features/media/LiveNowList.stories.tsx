import type { LiveStream } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveNowList } from './LiveNowList';

const stream = (id: string, username: string, viewers: number, source: LiveStream['source']) => ({
  id,
  streamer: { id: `u-${username}`, username, avatarUrl: null },
  waveId: 'w1',
  source,
  startedAt: '2026-01-01T12:00:00Z',
  viewers,
  maxViewers: 8,
});

const meta = {
  component: LiveNowList,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  args: {
    streams: [
      stream('s1', 'nalu', 3, 'camera'),
      stream('s2', 'kai', 8, 'screen'),
      stream('s3', 'me', 1, 'camera'),
    ],
    currentUserId: 'u-me',
    onWatch: fn(),
  },
} satisfies Meta<typeof LiveNowList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LIVE badges with each streamer; Watch opens a stream; one's own has no button; a full one says so. */
export const Streams: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Live now' }));
    await expect(list.getAllByText('LIVE')).toHaveLength(3);
    await expect(list.getByText('You')).toBeVisible();
    await expect(list.getByText('8 watching (full)')).toBeVisible();
    await expect(list.queryByRole('button', { name: "Watch me's live stream" })).toBeNull();
    await userEvent.click(list.getByRole('button', { name: "Watch nalu's live stream" }));
    await expect(args.onWatch).toHaveBeenCalledWith('s1');
    await expect(list.getByRole('button', { name: "Watch kai's live stream" })).toHaveTextContent(
      'Full',
    );
  },
};

/** Nobody is live: a line says so, no list. */
export const NobodyLive: Story = {
  args: { streams: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No one in this wave is live right now.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
