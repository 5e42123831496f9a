import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactList } from './ContactList';

const meta = {
  component: ContactList,
  parameters: { layout: 'padded' },
  args: { onSelect: fn(), selectedId: null, contacts: [] },
} satisfies Meta<typeof ContactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithSelection: Story = {
  args: {
    contacts: [
      { id: 'a', username: 'nalu', avatarUrl: null, unread: 0 },
      { id: 'b', username: 'makoa', avatarUrl: null, unread: 0 },
      { id: 'c', username: 'leilani', avatarUrl: null, unread: 2 },
    ],
    selectedId: 'b',
  },
};

/** New messages waiting: each contact's button carries its count, read aloud as "N unread". */
export const UnreadBadges: Story = {
  args: {
    contacts: [
      { id: 'a', username: 'nalu', avatarUrl: null, unread: 3 },
      { id: 'b', username: 'makoa', avatarUrl: null, unread: 0 },
      { id: 'c', username: 'leilani', avatarUrl: null, unread: 120 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'nalu 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'makoa' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'leilani 120 unread' })).toHaveTextContent(
      '99+',
    );
  },
};
