import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveStreamView } from './LiveStreamView';

const meta = {
  component: LiveStreamView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  args: {
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
} satisfies Meta<typeof LiveStreamView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: choose what to share, then Start Stream. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('LIVE')).toBeNull();
    await expect(canvas.getByText('0 viewers')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Camera' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Screen or tab' }));
    await expect(args.onSourceChange).toHaveBeenCalledWith('screen');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Stream' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** Asking the browser and the server: the button waits, the choice is locked. */
export const Starting: Story = {
  args: { phase: 'starting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Starting…' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Camera' })).toBeDisabled();
  },
};

/** Broadcasting: the LIVE badge, the live count, Stop Stream. */
export const Live: Story = {
  args: { phase: 'live', viewers: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LIVE')).toBeVisible();
    await expect(canvas.getByTestId('streamer-viewers')).toHaveTextContent('3 viewers');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop Stream' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** A refused start keeps the server's words on screen. */
export const Refused: Story = {
  args: { error: 'You are already live in another tab: end that stream first' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You are already live in another tab: end that stream first',
    );
  },
};

/** A browser that can share a camera but not a screen: that choice is greyed out. */
export const CameraOnly: Story = {
  args: { support: { camera: true, screen: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Screen or tab' }),
    ).toBeDisabled();
  },
};

/** No capture at all: the spec's sentence, no controls. */
export const Unsupported: Story = {
  args: { support: { camera: false, screen: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Media sharing is not supported in this browser.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
