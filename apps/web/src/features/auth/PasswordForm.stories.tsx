import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordForm } from './PasswordForm';

const meta = {
  component: PasswordForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(async () => true), onInvalid: fn() },
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Pending: Story = { args: { pending: true } };
