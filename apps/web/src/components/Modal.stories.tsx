import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from './Modal';

const meta = { component: Modal, args: { open: true, onOpenChange: () => {} } } satisfies Meta<
  typeof Modal
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  args: { title: 'Full Rankings', children: <p>Rows of the leaderboard…</p> },
};
export const Wide: Story = {
  args: {
    title: 'Media Center',
    description: 'Screenshots and recordings of this wave',
    wide: true,
    children: <p>Tabs…</p>,
  },
};
