import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
