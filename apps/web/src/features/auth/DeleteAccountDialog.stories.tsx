import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const meta = {
  component: DeleteAccountDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(async (_password: string) => true) },
} satisfies Meta<typeof DeleteAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is deleted until the password is typed; then it is sent once. */
export const NeedsThePassword: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('correct horse');
  },
};

/** While the deletion is on its way. */
export const Pending: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
  },
};
