import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveViewerView } from './LiveViewerView';

const meta = {
  component: LiveViewerView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  args: {
    streamerName: 'nalu',
    status: 'playing',
    error: null,
    media: null,
    viewers: 3,
    muted: false,
    onToggleMute: fn(),
    onBrowserMuted: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveViewerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture with its LIVE badge and count; Mute and Full screen work. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("nalu's live stream")).toBeInTheDocument();
    await expect(canvas.getByText('LIVE')).toBeVisible();
    await expect(canvas.getByTestId('viewer-viewers')).toHaveTextContent('3 viewers');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onToggleMute).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeEnabled();
  },
};

/** Muted (by the player, or because the browser wanted a click first): Unmute is offered. */
export const Muted: Story = {
  args: { muted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(canvas.getByLabelText("nalu's live stream")).toHaveProperty('muted', true);
  },
};

/** Joined, waiting for the streamer's picture: the controls wait too. */
export const Connecting: Story = {
  args: { status: 'connecting', viewers: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting to nalu…');
    await expect(canvas.getByRole('button', { name: 'Mute' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeDisabled();
  },
};

/** The 9th viewer: "This stream is full", and Try again. */
export const Full: Story = {
  args: { status: 'full', error: 'This stream is full', viewers: 8 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This stream is full');
    await expect(canvas.getByTestId('viewer-viewers')).toHaveTextContent('8 viewers');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The streamer ended it: "Stream ended", no LIVE badge, nothing to retry. */
export const Ended: Story = {
  args: { status: 'ended' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Stream ended');
    await expect(canvas.queryByText('LIVE')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** A refusal shows the server's words (here: a block between the two players). */
export const Refused: Story = {
  args: { status: 'refused', error: 'This stream is not available to you' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This stream is not available to you',
    );
  },
};
