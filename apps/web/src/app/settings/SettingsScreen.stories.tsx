import type { BlockedUser, LimitsState, Privacy } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { queryKeys } from '../../lib/query-keys';
import { testUser } from '../../test/user';
import { createQueryClient } from '../providers';
import { SettingsScreen } from './SettingsScreen';

const limits: LimitsState = {
  limits: {
    dailyLossLimit: 1000,
    weeklyLossLimit: null,
    sessionMinutes: 90,
    realityCheckMinutes: 30,
  },
  pending: [{ field: 'dailyLossLimit', value: 2000, appliesAt: '2030-01-02T12:00:00.000Z' }],
  usage: {
    dailyNetLoss: 300,
    weeklyNetLoss: -120,
    dayResetsAt: '2030-01-02T00:00:00.000Z',
    weekResetsAt: '2030-01-07T00:00:00.000Z',
  },
  restriction: null,
};
const blocks: BlockedUser[] = [
  {
    user: { id: 'u9', username: 'loud_larry', avatarUrl: null },
    blockedAt: '2030-01-01T10:00:00.000Z',
  },
];
const privacy: Privacy = { dms: 'contacts' };

/** The panels read what the server would answer, seeded here: the story makes no request. */
function seeded() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
  client.setQueryData(queryKeys.limits, limits);
  client.setQueryData(queryKeys.blocks, blocks);
  client.setQueryData(queryKeys.privacy, privacy);
  return client;
}

const meta = {
  component: SettingsScreen,
  args: { user: testUser() },
  decorators: [
    (Story) => (
      <QueryClientProvider client={seeded()}>
        <Story />
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every panel of `/settings` for a player with limits, a pending raise and one block. */
export const WithLimitsAndABlock: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const panel of ['Responsible play', 'Privacy & Blocks', 'Account Security', 'Your Data'])
      await expect(screen.getByRole('heading', { name: panel })).toBeVisible();
    await expect(screen.getByText(/Net loss today: 300 of 1,000 coins/)).toBeVisible();
    await expect(screen.getByText('loud_larry')).toBeVisible();
  },
};
