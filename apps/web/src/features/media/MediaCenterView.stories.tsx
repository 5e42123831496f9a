import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaCenterView, type MediaCenterViewProps, type MediaTab } from './MediaCenterView';

/** The tabs as the panel drives them (the open tab is state). */
function Controlled(props: MediaCenterViewProps) {
  const [tab, setTab] = useState<MediaTab>(props.tab);
  return <MediaCenterView {...props} tab={tab} onTabChange={setTab} />;
}

const meta = {
  component: MediaCenterView,
  parameters: { layout: 'padded' },
  render: (args) => <Controlled {...args} />,
  args: {
    gallery: { items: [], loading: false },
    stream: {
      support: { camera: true, screen: true },
      phase: 'idle',
      source: 'camera',
      onSourceChange: fn(),
      preview: null,
      viewers: 0,
      maxViewers: 8,
      error: null,
      onStart: fn(),
      onStop: fn(),
    },
    tab: 'gallery',
    onTabChange: fn(),
  },
} satisfies Meta<typeof MediaCenterView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery first; the Live Stream tab holds the streamer's controls. */
export const EmptyGallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No media files yet...')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Live Stream' }));
    await expect(canvas.getByRole('button', { name: 'Start Stream' })).toBeVisible();
  },
};
export const LiveStreamTab: Story = { args: { tab: 'live' } };
export const UploadTab: Story = { args: { tab: 'upload' } };
