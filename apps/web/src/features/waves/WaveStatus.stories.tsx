import { WAVE_LENGTH_MS } from '@coinwave/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaveStatus } from './WaveStatus';

const now = Date.parse('2026-01-01T12:00:00Z');

const meta = { component: WaveStatus, parameters: { layout: 'padded' } } satisfies Meta<
  typeof WaveStatus
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wave's start and end (4 hours later) for a wave that started `ms` ago. */
const startedAgo = (ms: number) => ({
  startTime: new Date(now - ms).toISOString(),
  endTime: new Date(now - ms + WAVE_LENGTH_MS).toISOString(),
});

export const UnderAnHour: Story = {
  args: {
    wave: { number: 3, ...startedAgo(754_000) },
    surfers: 12,
    activeGames: 4,
    messages: 37,
    now,
  },
};
export const Hours: Story = {
  args: {
    wave: { number: 3, ...startedAgo(2 * 3_600_000 + 61_000) },
    surfers: 48,
    activeGames: 19,
    messages: 402,
    now,
  },
};
export const Loading: Story = {
  args: { wave: null, surfers: 0, activeGames: 0, messages: 0, now },
};
