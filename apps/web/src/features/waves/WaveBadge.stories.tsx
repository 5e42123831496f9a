import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaveBadge } from './WaveBadge';

const now = Date.parse('2026-01-01T12:00:00Z');
const endsIn = (ms: number) => new Date(now + ms).toISOString();

const meta = { component: WaveBadge, parameters: { layout: 'centered' } } satisfies Meta<
  typeof WaveBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = { args: { number: 7, endTime: endsIn(235 * 60_000), now } };
export const FinalHour: Story = {
  args: { number: 7, endTime: endsIn(0.5 * 3_600_000), now },
};
export const Over: Story = {
  args: { number: 7, endTime: endsIn(-1000), now },
};
export const Loading: Story = { args: { number: null, endTime: null, now } };
