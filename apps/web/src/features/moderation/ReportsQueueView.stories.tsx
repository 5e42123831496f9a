import type { ModerationReport } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportsQueueView } from './ReportsQueueView';

const now = Date.parse('2026-01-01T12:00:00Z');
const player = (username: string) => ({ id: username, username, avatarUrl: null });
const ago = (ms: number) => new Date(now - ms).toISOString();

const reports: ModerationReport[] = [
  {
    id: 'r3',
    reason: 'abuse',
    text: 'He keeps insulting new players in the wave chat.',
    createdAt: ago(2 * 60_000),
    reporter: player('kai'),
    message: {
      id: 'm1',
      content: 'Go back to the kiddie pool, loser. Nobody wants you here.',
      createdAt: ago(6 * 60_000),
      sender: player('rude_dude'),
      waveId: 'w1',
      recipient: null,
    },
    openReportsOnMessage: 3,
  },
  {
    id: 'r2',
    reason: 'cheating',
    text: null,
    createdAt: ago(40 * 60_000),
    reporter: player('nalu'),
    message: {
      id: 'm2',
      content: 'psst, I sell 1M coins for $5, add me on the other site',
      createdAt: ago(45 * 60_000),
      sender: player('coin_seller'),
      waveId: null,
      recipient: player('nalu'),
    },
    openReportsOnMessage: 1,
  },
];

const meta = {
  component: ReportsQueueView,
  parameters: { layout: 'padded' },
  args: {
    reports,
    error: null,
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
    busyId: null,
    now,
    onDelete: fn(),
    onMute: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof ReportsQueueView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two open reports (a wave message reported three times, a DM), and older ones to load. */
export const Queue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Open reports' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(2);
    const first = within(items[0]!);
    await expect(first.getByText('Abuse')).toBeVisible();
    await expect(first.getByText('+2 more reports on this message')).toBeVisible();
    await expect(first.getByText(/keeps insulting new players/)).toBeVisible();
    await expect(first.getByText('wave chat')).toBeVisible();
    const second = within(items[1]!);
    await expect(second.getByText('direct message to nalu')).toBeVisible();
    await expect(second.queryByText(/Reporter's note/)).toBeNull();

    await userEvent.click(first.getByRole('button', { name: 'Delete message' }));
    await expect(args.onDelete).toHaveBeenCalledWith(reports[0]);
    await userEvent.click(second.getByRole('button', { name: 'Mute coin_seller…' }));
    await expect(args.onMute).toHaveBeenCalledWith(reports[1]);
    await userEvent.click(second.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(reports[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Load older reports' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** A decision on its way: that report's buttons wait, the others do not. */
export const Busy: Story = {
  args: { busyId: 'r3', hasMore: false },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(within(items[0]!).getByRole('button', { name: 'Dismiss' })).toBeDisabled();
    await expect(within(items[1]!).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('button', { name: /Load older/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { reports: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No open reports. The sea is calm.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { reports: undefined, hasMore: false } };

/** The server refused (e.g. the role was revoked meanwhile): its words. */
export const Refused: Story = {
  args: { reports: undefined, error: 'Only moderators can do this' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Only moderators can do this',
    );
  },
};
