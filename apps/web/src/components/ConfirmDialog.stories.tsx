import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog, type ActionResult } from './ConfirmDialog';

const meta = {
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Block nalu?',
    description:
      "You won't see nalu's wave chat, and neither of you can send the other direct messages. You can unblock them in Settings.",
    confirmLabel: 'Block nalu',
    pendingLabel: 'Blocking…',
    onConfirm: fn(async (): Promise<ActionResult> => ({ ok: true })),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming runs the action and closes. */
export const Block: Story = {
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'Block nalu?' }));
    await userEvent.click(d.getByRole('button', { name: 'Block nalu' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A refusal stays in the dialog. */
export const Refused: Story = {
  args: {
    onConfirm: fn(async (): Promise<ActionResult> => ({
      ok: false,
      error: 'You have blocked 1,000 players, the most allowed: unblock someone first',
    })),
  },
  play: async () => {
    const d = within(within(document.body).getByRole('dialog', { name: 'Block nalu?' }));
    await userEvent.click(d.getByRole('button', { name: 'Block nalu' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('the most allowed');
  },
};
