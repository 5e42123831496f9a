import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionResult } from './ConfirmDialog';
import { ReportDialog } from './ReportDialog';

const meta = {
  component: ReportDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    senderName: 'nalu',
    excerpt: 'Selling 1M coins cheap, DM me for the link!!!',
    onSubmit: fn(async (): Promise<ActionResult> => ({ ok: true })),
  },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Report message' });

/** The message quoted, four reasons, an optional note; Send waits for a reason. */
export const Empty: Story = {
  play: async () => {
    const d = within(dialog());
    await expect(d.getByText('Selling 1M coins cheap, DM me for the link!!!')).toBeVisible();
    await expect(d.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'spam',
      'abuse',
      'cheating',
      'other',
    ]);
    await expect(d.getByRole('button', { name: 'Send report' })).toBeDisabled();
  },
};

/** A reason and a note sent; the dialog closes on success. */
export const Filled: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.click(d.getByRole('radio', { name: /Cheating/ }));
    await userEvent.type(d.getByLabelText('Anything to add? (optional)'), '  sells coins  ');
    await expect(d.getByText('15 / 500')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'cheating', text: 'sells coins' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The server refused (a second report): its words stay in the dialog, which stays open. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async (): Promise<ActionResult> => ({
      ok: false,
      error: 'You have already reported this message: the moderators have it',
    })),
  },
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.click(d.getByRole('radio', { name: /Spam/ }));
    await userEvent.click(d.getByRole('button', { name: 'Send report' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(
      'You have already reported this message: the moderators have it',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
