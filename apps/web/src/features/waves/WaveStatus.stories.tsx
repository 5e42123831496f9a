import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaveStatus } from './WaveStatus';

const now = Date.parse('2026-01-01T12:00:00Z');

const meta = { component: WaveStatus, parameters: { layout: 'padded' } } satisfies Meta<
  typeof WaveStatus
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAnHour: Story = {
  args: {
    wave: { number: 3, startTime: new Date(now - 754_000).toISOString() },
    surfers: 12,
    activeGames: 4,
    messages: 37,
    now,
  },
};
export const Hours: Story = {
  args: {
    wave: {
      number: 3,
      startTime: new Date(now - 2 * 3_600_000 - 61_000).toISOString(),
    },
    surfers: 48,
    activeGames: 19,
    messages: 402,
    now,
  },
};
export const Loading: Story = {
  args: { wave: null, surfers: 0, activeGames: 0, messages: 0, now },
};
