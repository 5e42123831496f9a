import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MediaCenterView } from './MediaCenterView';

const meta = {
  component: MediaCenterView,
  parameters: { layout: 'padded' },
  args: {
    items: [],
    loading: false,
    stream: { live: false, stream: null, onStart: fn(), onStop: fn() },
  },
} satisfies Meta<typeof MediaCenterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyGallery: Story = {};
export const LiveStreamTab: Story = { args: { defaultTab: 'live' } };
export const UploadTab: Story = { args: { defaultTab: 'upload' } };
