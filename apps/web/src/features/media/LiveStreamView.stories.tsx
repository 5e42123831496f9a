import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LiveStreamView } from './LiveStreamView';

const meta = {
  component: LiveStreamView,
  parameters: { layout: 'padded' },
  args: { live: false, stream: null, onStart: fn(), onStop: fn() },
} satisfies Meta<typeof LiveStreamView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const Live: Story = { args: { live: true } };
