import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClaimView } from './ClaimView';

const meta = {
  component: ClaimView,
  parameters: { layout: 'centered' },
  args: { onClaim: fn() },
} satisfies Meta<typeof ClaimView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { args: { remainingMs: 0 } };
export const Claiming: Story = { args: { remainingMs: 0, pending: true } };
export const Countdown: Story = { args: { remainingMs: 42 * 60_000 + 7000 } };
