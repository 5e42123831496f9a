import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivacySettingsView } from './PrivacySettingsView';

const now = Date.parse('2026-01-01T12:00:00Z');
const blocked = (id: string, ago: number) => ({
  user: { id, username: id, avatarUrl: null },
  blockedAt: new Date(now - ago).toISOString(),
});

const meta = {
  component: PrivacySettingsView,
  parameters: { layout: 'padded' },
  args: {
    dms: 'everyone',
    onChangeDms: fn(),
    savingDms: false,
    blocks: [blocked('spam_king', 5 * 60_000), blocked('rude_dude', 3 * 24 * 3600_000)],
    onUnblock: fn(),
    unblockingId: null,
    now,
  },
} satisfies Meta<typeof PrivacySettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The setting and two blocked players; choosing 'Nobody' asks to save it, Unblock names whom. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Everyone/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Nobody/ }));
    await expect(args.onChangeDms).toHaveBeenCalledWith('nobody');
    const list = canvas.getByRole('list', { name: 'Blocked players' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Blocked players (2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock rude_dude' }));
    await expect(args.onUnblock).toHaveBeenCalledWith({
      id: 'rude_dude',
      username: 'rude_dude',
      avatarUrl: null,
    });
  },
};

/** Nobody blocked yet: how to block is explained. */
export const NoBlocks: Story = {
  args: { dms: 'contacts', blocks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: /Only people I have written to/ }),
    ).toBeChecked();
    await expect(canvas.getByText(/You have not blocked anyone/)).toBeVisible();
  },
};

/** Saving and unblocking: the controls wait. */
export const Busy: Story = {
  args: { dms: 'nobody', savingDms: true, unblockingId: 'spam_king' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Everyone/ })).toBeDisabled();
    await expect(canvas.getByText('Saving…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unblock spam_king' })).toHaveTextContent(
      'Unblocking…',
    );
  },
};

export const Loading: Story = { args: { dms: undefined, blocks: undefined } };
