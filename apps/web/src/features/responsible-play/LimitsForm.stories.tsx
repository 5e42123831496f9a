import type { LimitsState } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LimitsForm } from './LimitsForm';

const base: LimitsState = {
  limits: {
    dailyLossLimit: null,
    weeklyLossLimit: null,
    sessionMinutes: null,
    realityCheckMinutes: 60,
  },
  pending: [],
  usage: {
    dailyNetLoss: 0,
    weeklyNetLoss: 0,
    dayResetsAt: '2030-01-02T00:00:00.000Z',
    weekResetsAt: '2030-01-07T00:00:00.000Z',
  },
  restriction: null,
};

const meta = {
  component: LimitsForm,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="max-w-xl rounded-2xl bg-ocean/45 p-4">
        <Story />
      </div>
    ),
  ],
  args: { state: base, onSave: fn(), onInvalid: fn(), time: { timeZone: 'UTC' } },
} satisfies Meta<typeof LimitsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limits yet: empty fields, the reality check at its default, nothing lost. */
export const NoLimits: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('Daily loss limit')).toHaveValue(null);
    await expect(form.getByLabelText('Reality check')).toHaveValue('60');
    await expect(form.getByText(/resets Wed 2 Jan, 00:00/)).toBeVisible();
    await userEvent.type(form.getByLabelText('Daily loss limit'), '1000');
    await userEvent.selectOptions(form.getByLabelText('Reality check'), '15');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    // Only what changed is sent.
    await expect(args.onSave).toHaveBeenCalledWith({
      dailyLossLimit: 1000,
      realityCheckMinutes: 15,
    });
  },
};

/** Limits in force, losses so far, and a raise waiting out its 24 hours (it can be dropped). */
export const WithPendingRaise: Story = {
  args: {
    state: {
      ...base,
      limits: {
        dailyLossLimit: 500,
        weeklyLossLimit: 2000,
        sessionMinutes: 90,
        realityCheckMinutes: 30,
      },
      pending: [
        { field: 'dailyLossLimit', value: 2000, appliesAt: '2030-01-02T12:00:00.000Z' },
        { field: 'realityCheckMinutes', value: null, appliesAt: '2030-01-02T12:00:00.000Z' },
      ],
      usage: { ...base.usage, dailyNetLoss: 350, weeklyNetLoss: -120 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByText(/Net loss today: 350 of 500 coins/)).toBeVisible();
    await expect(form.getByText(/You are 120 coins ahead this week/)).toBeVisible();
    await expect(form.getByTestId('pending-dailyLossLimit')).toHaveTextContent(
      'Daily loss limit: 2,000 coins from Wed 2 Jan, 12:00 (now 500 coins)',
    );
    await userEvent.click(form.getByRole('button', { name: 'Keep 500 coins' }));
    await expect(args.onSave).toHaveBeenCalledWith({ dailyLossLimit: 500 });
  },
};

/** A value the server would refuse is caught and named before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Session time limit'), '2000');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    await expect(args.onInvalid).toHaveBeenCalledWith(
      'Session time limit: enter whole minutes from 1 to 1,440, or leave it empty for no limit',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
