import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trophy } from 'lucide-react';
import { Button } from './Button';
import { Panel } from './Panel';

const meta = { component: Panel, parameters: { layout: 'padded' } } satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  args: { title: 'Your Stats', children: <p className="text-foam/80">Panel content</p> },
};
export const WithIconAndActions: Story = {
  args: {
    id: 'leaders',
    title: 'Wave Leaders',
    icon: <Trophy size={18} />,
    actions: (
      <Button size="sm" variant="ghost">
        Refresh
      </Button>
    ),
    children: <p className="text-foam/80">Rows…</p>,
  },
};
