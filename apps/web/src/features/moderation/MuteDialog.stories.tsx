import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionResult } from '../../components/ConfirmDialog';
import { MuteDialog } from './MuteDialog';

const meta = {
  component: MuteDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    username: 'rude_dude',
    suggestedReason: 'Reported for abuse',
    onSubmit: fn(async (): Promise<ActionResult> => ({ ok: true })),
  },
} satisfies Meta<typeof MuteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Mute rude_dude' }));

/** A length and the suggested reason, edited; the mute is sent and the dialog closes. */
export const Mute: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await userEvent.selectOptions(d.getByLabelText('For how long'), '24 hours');
    const reason = d.getByLabelText('Reason (the player reads it)');
    await expect(reason).toHaveValue('Reported for abuse');
    await userEvent.type(reason, ': insults in chat');
    await userEvent.click(d.getByRole('button', { name: 'Mute rude_dude' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      durationMinutes: 1440,
      reason: 'Reported for abuse: insults in chat',
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No reason, no mute: the player must be told why. */
export const NoReason: Story = {
  args: { suggestedReason: '' },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Mute rude_dude' })).toBeDisabled();
  },
};
