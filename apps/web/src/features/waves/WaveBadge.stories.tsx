import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaveBadge } from './WaveBadge';

const now = Date.parse('2026-01-01T12:00:00Z');
const startedAgo = (ms: number) => new Date(now - ms).toISOString();

const meta = { component: WaveBadge, parameters: { layout: 'centered' } } satisfies Meta<
  typeof WaveBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = { args: { number: 7, startTime: startedAgo(5 * 60_000), now } };
export const FinalHour: Story = {
  args: { number: 7, startTime: startedAgo(3.5 * 3_600_000), now },
};
export const Over: Story = {
  args: { number: 7, startTime: startedAgo(4 * 3_600_000 + 1000), now },
};
export const Loading: Story = { args: { number: null, startTime: null, now } };
