import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadBadge } from './UnreadBadge';

const meta = { component: UnreadBadge, parameters: { layout: 'centered' } } satisfies Meta<
  typeof UnreadBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unread-badge')).toHaveTextContent('3 unread');
  },
};
export const Many: Story = { args: { count: 240 } };
