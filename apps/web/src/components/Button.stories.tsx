import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  component: Button,
  parameters: { layout: 'centered' },
  args: { children: 'Claim' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surf: Story = {};
export const Coin: Story = { args: { variant: 'coin', children: 'Claim 1,000' } };
export const Outline: Story = { args: { variant: 'outline', children: 'New Wave' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Games' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Stop Recording' } };
export const Disabled: Story = { args: { disabled: true, children: 'Create Account' } };
