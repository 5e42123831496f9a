import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaShareView } from './MediaShareView';

const meta = {
  component: MediaShareView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  args: {
    supported: true,
    recording: false,
    elapsedMs: 0,
    progress: null,
    busy: false,
    onScreenshot: fn(),
    onToggleRecording: fn(),
    onOpenCenter: fn(),
    live: false,
    onGoLive: fn(),
  },
} satisfies Meta<typeof MediaShareView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go live' }));
    await expect(args.onGoLive).toHaveBeenCalled();
  },
};
/** Streaming: the button says so, and leads to the controls. */
export const Live: Story = {
  args: { live: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: "You're live" })).toBeVisible();
  },
};
export const Recording: Story = { args: { recording: true, elapsedMs: 83_000 } };
export const Uploading: Story = { args: { progress: 64, busy: true } };
export const Unsupported: Story = { args: { supported: false } };
