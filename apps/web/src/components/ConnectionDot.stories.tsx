import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionDot } from './ConnectionDot';

const meta = { component: ConnectionDot, parameters: { layout: 'centered' } } satisfies Meta<
  typeof ConnectionDot
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { status: 'open' } };
export const Connecting: Story = { args: { status: 'connecting' } };
export const Closed: Story = { args: { status: 'closed' } };
