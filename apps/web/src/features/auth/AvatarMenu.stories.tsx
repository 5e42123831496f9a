import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AvatarMenu } from './AvatarMenu';

const meta = {
  component: AvatarMenu,
  parameters: { layout: 'centered' },
  args: { username: 'surfer_joe', onLogout: fn() },
} satisfies Meta<typeof AvatarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click the avatar to open the menu. */
export const Closed: Story = {};
