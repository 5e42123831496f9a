import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = { component: Avatar, parameters: { layout: 'centered' } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = { args: { username: 'surfer_joe' } };
export const Small: Story = { args: { username: 'kai', size: 'sm' } };
