import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoolOffDialog } from './CoolOffDialog';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

const meta = {
  component: CoolOffDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    current: null,
    now: NOW,
    onConfirm: fn(),
    time: { timeZone: 'UTC' },
  },
} satisfies Meta<typeof CoolOffDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a period (each says when it would end), then confirm a second time. */
export const ChooseAndConfirm: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Take a break' });
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(within(dialog).getByText('Until Tue 8 Jan 2030, 12:00')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: /7 days/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = within(document.body).getByRole('dialog', { name: 'Start a 7-day cool-off?' });
    await expect(
      within(confirm).getByText(
        /This cannot be undone: once it starts, it cannot be ended or shortened/,
      ),
    ).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start my cool-off' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('7d');
  },
};

/** Permanent self-exclusion says "ever again" before it is confirmed. */
export const Permanent: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Take a break' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Permanently/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = within(document.body).getByRole('dialog', {
      name: 'Exclude yourself permanently?',
    });
    await expect(within(confirm).getByText(/ever again/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Take a break' })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** During a 7-day cool-off only periods that end later can be chosen. */
export const DuringACoolOff: Story = {
  args: {
    current: {
      kind: 'cool_off',
      period: '7d',
      startedAt: '2029-12-30T12:00:00.000Z',
      endsAt: '2030-01-06T12:00:00.000Z',
    },
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Take a break' });
    await expect(within(dialog).getByRole('radio', { name: /24 hours/ })).toBeDisabled();
    await expect(within(dialog).getByRole('radio', { name: /7 days/ })).toBeEnabled();
    await expect(within(dialog).getAllByText('Your current break lasts longer')).toHaveLength(1);
  },
};
