import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RestrictionBanner } from './RestrictionBanner';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

const meta = {
  component: RestrictionBanner,
  parameters: { layout: 'padded' },
  args: {
    restriction: {
      kind: 'cool_off',
      period: '24h',
      startedAt: '2030-01-01T10:00:00.000Z',
      endsAt: '2030-01-02T10:00:00.000Z',
    },
    now: NOW,
    time: { timeZone: 'UTC' },
  },
} satisfies Meta<typeof RestrictionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At a table: what is paused, until when, and the countdown. */
export const CoolOffAtTable: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Cool-off until Wed 2 Jan 2030, 10:00');
    await expect(within(banner).getByTestId('restriction-countdown')).toHaveTextContent('22:00:00');
  },
};

/** A 6-month self-exclusion counts down in days. */
export const SelfExclusion: Story = {
  args: {
    restriction: {
      kind: 'self_exclusion',
      period: '6m',
      startedAt: '2030-01-01T10:00:00.000Z',
      endsAt: '2030-07-01T10:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('restriction-countdown')).toHaveTextContent(
      /^180d 22:00:00$/,
    );
  },
};

/** Permanent: no countdown. */
export const Permanent: Story = {
  args: {
    restriction: {
      kind: 'self_exclusion',
      period: 'permanent',
      startedAt: '2030-01-01T10:00:00.000Z',
      endsAt: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Self-exclusion permanently',
    );
    await expect(within(canvasElement).queryByTestId('restriction-countdown')).toBeNull();
  },
};

/** One line across the main screen. */
export const OnThePage: Story = {
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('page-restriction')).toHaveTextContent(
      'Cool-off until Wed 2 Jan 2030, 10:00: games, coin claims and chat messages are paused.',
    );
    await expect(within(canvasElement).queryByTestId('restriction-countdown')).toBeNull();
  },
};
