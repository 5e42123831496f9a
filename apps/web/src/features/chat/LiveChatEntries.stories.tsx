import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveChatEntries } from './LiveChatEntries';

const stream = (id: string, username: string) => ({
  id,
  streamer: { id: `u-${username}`, username, avatarUrl: null },
  waveId: 'w1',
  source: 'camera' as const,
  startedAt: '2026-01-01T12:00:00Z',
  viewers: 2,
  maxViewers: 8,
});

const meta = {
  component: LiveChatEntries,
  parameters: { layout: 'padded' },
  args: {
    streams: [stream('s1', 'nalu'), stream('s2', 'me')],
    currentUserId: 'u-me',
    onWatch: fn(),
  },
} satisfies Meta<typeof LiveChatEntries>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One line per stream; Watch on others' only. */
export const TwoStreams: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [theirs, mine] = canvas.getAllByRole('listitem');
    await expect(theirs).toHaveTextContent('LIVEnalu is live nowWatch');
    await expect(mine).toHaveTextContent('LIVEYou are live now');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Watch nalu live' }));
    await expect(args.onWatch).toHaveBeenCalledWith('s1');
  },
};

/** Nobody live: nothing in the chat. */
export const NobodyLive: Story = {
  args: { streams: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
