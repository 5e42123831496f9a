import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { StatTile } from './StatTile';

const meta = {
  component: StatTile,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <dl className="w-40">
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof StatTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = { args: { label: 'Duration', value: '1:02:03' } };
export const WithIcon: Story = { args: { label: 'Surfers', value: 12, icon: <Users size={12} /> } };
