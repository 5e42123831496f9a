import type { Message } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageList } from './MessageList';

const now = Date.parse('2026-01-01T12:00:00Z');
/** An uploaded avatar (the server serves a 128x128 WebP; any image works here). */
const NALU_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" fill="#0b5c57"/><circle cx="64" cy="52" r="26" fill="#f6c453"/><rect x="24" y="86" width="80" height="42" rx="40" fill="#f6c453"/></svg>',
  );
const msg = (id: string, who: string, content: string, agoMs: number): Message => ({
  id,
  content,
  createdAt: new Date(now - agoMs).toISOString(),
  sender: { id: who, username: who, avatarUrl: who === 'nalu' ? NALU_AVATAR : null },
  waveId: 'w1',
  recipientId: null,
});

const meta = {
  component: MessageList,
  parameters: { layout: 'padded' },
  args: {
    currentUserId: 'kai',
    now,
    emptyText: 'No messages yet. Say hi to the wave!',
    label: 'Wave chat messages',
    onSelectUser: fn(),
  },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  args: {
    messages: [
      msg('1', 'nalu', 'Anyone on the roulette table?', 2 * 3_600_000),
      msg('2', 'kai', 'Just hit 3 balloons on slots 🎈', 12 * 60_000),
      msg('3', 'nalu', 'Nice!\nShare a screenshot', 5_000),
    ],
  },
};
export const Empty: Story = { args: { messages: [] } };

/** With the message menu: Report and Block on others' messages, Delete for a moderator. */
export const WithMenu: Story = {
  args: {
    messages: [
      msg('1', 'nalu', 'Anyone on the roulette table?', 2 * 3_600_000),
      msg('2', 'kai', 'Just hit 3 balloons on slots 🎈', 12 * 60_000),
    ],
    actions: { canDelete: false, onReport: fn(), onBlock: fn(), onDelete: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A player's own message has no menu; another's has one.
    await expect(canvas.queryByRole('button', { name: 'Actions for your message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: "Actions for nalu's message" }));
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Block nalu' }));
    await expect(args.actions!.onBlock).toHaveBeenCalledWith(args.messages[0]);
  },
};
