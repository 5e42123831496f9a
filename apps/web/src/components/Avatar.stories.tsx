import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = { component: Avatar, parameters: { layout: 'centered' } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = { args: { username: 'surfer_joe' } };
export const Small: Story = { args: { username: 'kai', size: 'sm' } };
export const Large: Story = { args: { username: 'nalu', size: 'lg' } };
/** An uploaded avatar (the server serves a 128x128 WebP; any image works here). */
export const WithImage: Story = {
  args: {
    username: 'moana',
    size: 'lg',
    src:
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" fill="#0b5c57"/><circle cx="64" cy="52" r="26" fill="#f6c453"/><rect x="24" y="86" width="80" height="42" rx="40" fill="#f6c453"/></svg>',
      ),
  },
};
